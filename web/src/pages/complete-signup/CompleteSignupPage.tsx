import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { memberHomePath } from '../../features/session/member-home.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { ConfirmEmailBox } from '../../features/signup/ConfirmEmailBox.tsx';
import { usePageTitle } from '../page-title.ts';

/** The last signup step: confirm the e-mail address, or "all set" once that is done. */
export function CompleteSignupPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t(user?.status === 'active' ? 'completeSignup.done.heading' : 'activation.confirm.heading'));
  if (!user) return <Navigate to={WEB_ROUTES.signup} replace />;
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: '40rem' }}>
      {user.status === 'not_confirmed' ? (
        <>
          <ConfirmEmailBox email={user.email} headingLevel={1} />
          <Link to={WEB_ROUTES['signup-matches']} className="btn btn-outline-primary mt-3">
            {t('signupMatches.link')}
          </Link>
        </>
      ) : (
        <>
          <h1 className="h2">{t('completeSignup.done.heading')}</h1>
          <p>{t('completeSignup.done.body')}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link to={memberHomePath()} className="btn btn-primary">
              {t('completeSignup.done.continue')}
            </Link>
            <Link to={WEB_ROUTES['signup-matches']} className="btn btn-outline-primary">
              {t('signupMatches.link')}
            </Link>
          </div>
        </>
      )}
    </Container>
  );
}
