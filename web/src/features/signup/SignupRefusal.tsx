import { isBuiltRoute, WEB_ROUTES } from '@community/contract';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FocusHeading } from './FocusHeading.tsx';

/** Instead of the form when the site takes no signups (SPEC §5), or when the server said so (signups_closed). */
export function SignupRefusal({ headingLevel, byServer }: { headingLevel: 2 | 3; byServer: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert variant="info" className="mb-0">
      <FocusHeading level={headingLevel} className="h5 alert-heading" focus={byServer}>
        {t('signup.closed.heading')}
      </FocusHeading>
      <p className={isBuiltRoute('login') ? undefined : 'mb-0'}>
        {byServer ? t('errors.signups_closed') : t('signup.closed.body')}
      </p>
      {isBuiltRoute('login') && (
        <Link to={WEB_ROUTES.login} className="alert-link">
          {t('signup.closed.login')}
        </Link>
      )}
    </Alert>
  );
}
