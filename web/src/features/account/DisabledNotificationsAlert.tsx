import { WEB_ROUTES } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../session/use-current-user.ts';
import { DismissibleNotice } from './DismissibleNotice.tsx';
import { isDismissed } from './dismissals.ts';

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
  if (!user?.email_disabled_reason || pathname === WEB_ROUTES.notifications || isDismissed(user, FLAG)) {
    return null;
  }
  return (
    <DismissibleNotice
      flag={FLAG}
      variant="warning"
      live
      text={t('account.notificationsOff.text')}
      link={{ to: WEB_ROUTES.notifications, label: t('account.notificationsOff.link') }}
      dismissLabel={t('account.notificationsOff.dismiss')}
    />
  );
}
