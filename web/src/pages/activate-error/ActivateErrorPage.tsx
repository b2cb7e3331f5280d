import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberHomePath } from '../../features/session/member-home.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { ResendActivation } from '../../features/signup/ResendActivation.tsx';
import { usePageTitle } from '../page-title.ts';

/** Where the activation link lands when it was used already or expired: a new mail, or log in first. */
export function ActivateErrorPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('errors.activation_failed'));
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h2">{t('errors.activation_failed')}</h1>
      <p>{t('activation.error.body')}</p>
      {user?.status === 'not_confirmed' ? (
        <ResendActivation label={t('activation.error.resend')} variant="primary" />
      ) : user ? (
        <Link to={memberHomePath()} className="btn btn-primary">
          {t('activation.done.continue')}
        </Link>
      ) : (
        <>
          <p>{t('activation.error.loginHint')}</p>
          <Link to={WEB_ROUTES.login} className="btn btn-primary">
            {t('activation.error.login')}
          </Link>
        </>
      )}
    </Container>
  );
}
