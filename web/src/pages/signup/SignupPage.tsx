import { WEB_ROUTES } from '@community/contract';
import { type ReactNode, useState } from 'react';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { memberHomePath } from '../../features/session/member-home.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { SignupFlow } from '../../features/signup/SignupFlow.tsx';
import { usePageTitle } from '../page-title.ts';

/** /signup and /members/{id}/signup: the signup as a page (smartphones, links); members go on. */
export function SignupScreen({
  title,
  targetMemberId,
  intro,
}: {
  title: string;
  targetMemberId?: number;
  /** Shown between the title and the steps (the member of /members/{id}/signup). */
  intro?: ReactNode;
}) {
  const user = useCurrentUser();
  usePageTitle(title);
  // Signing up logs the visitor in half-way; only someone who came here logged in is sent on.
  const [cameLoggedIn] = useState(user !== null);
  if (cameLoggedIn && user)
    return (
      <Navigate
        to={user.status === 'not_confirmed' ? WEB_ROUTES['complete-signup'] : memberHomePath()}
        replace
      />
    );
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h2 mb-4">{title}</h1>
      {intro}
      <SignupFlow headingLevel={2} targetMemberId={targetMemberId} />
    </Container>
  );
}

export function SignupPage() {
  const { t } = useTranslation();
  return <SignupScreen title={t('signup.page.title')} />;
}
