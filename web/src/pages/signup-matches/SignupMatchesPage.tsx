import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { SignupMatches } from '../../features/signup-matches/SignupMatches.tsx';
import { usePageTitle } from '../page-title.ts';

/** SPEC §2 /signup-matches: the members that match a new member, also before the e-mail is confirmed. */
export function SignupMatchesPage() {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(WEB_ROUTES['signup-matches']);
  usePageTitle(t('signupMatches.title'));
  if (!user) return fallback;
  return (
    <Container className="py-4" style={{ maxWidth: 880 }}>
      <h1 className="h2">{t('signupMatches.title')}</h1>
      <SignupMatches user={user} />
    </Container>
  );
}
