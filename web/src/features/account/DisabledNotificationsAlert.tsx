import { WEB_ROUTES } from '@community/contract';
import { Alert, Button, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { isDismissed } from './dismissals.ts';
import { useDismiss } from './dismissals-api.ts';

const FLAG = 'hide-disabled-notifications-alert';

/**
 * SPEC §4: a member whose e-mail stopped (bounce, spam complaint, unsubscribe) is told so on every page, with
 * a link to the settings, until they dismiss it; it returns after DISMISSAL_PERIOD_DAYS days. The settings
 * page explains the reason itself, so the alert stays away there.
 */
export function DisabledNotificationsAlert() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const dismiss = useDismiss();
  if (!user?.email_disabled_reason || pathname === WEB_ROUTES.notifications || isDismissed(user, FLAG)) {
    return null;
  }
  return (
    <Container className="pt-3">
      <Alert variant="warning" role="status" className="d-flex flex-wrap align-items-center gap-2 mb-0">
        <span className="me-auto">
          {t('account.notificationsOff.text')}{' '}
          <Link to={WEB_ROUTES.notifications} className="alert-link">
            {t('account.notificationsOff.link')}
          </Link>
        </span>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(FLAG)}
        >
          {t('account.notificationsOff.dismiss')}
        </Button>
        {dismiss.isError && (
          <span role="alert" className="w-100 small text-danger">
            {errorText(t, dismiss.error)}
          </span>
        )}
      </Alert>
    </Container>
  );
}
