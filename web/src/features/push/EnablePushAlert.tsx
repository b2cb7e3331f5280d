import { WEB_ROUTES } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DismissibleNotice } from '../account/DismissibleNotice.tsx';
import { isDismissed } from '../account/dismissals.ts';
import { usePhotoAlertState } from '../profile/ProfilePhotoAlert.tsx';
import { useCurrentUser } from '../session/use-current-user.ts';
import { setCurrentUser } from '../session/user-api.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { enablePush, usePushState } from './push-state.ts';

const FLAG = 'hide-push-notification-alert';

/** Turns push on (push-state.ts) and keeps the member the server answered. */
export function useEnablePush() {
  const queryClient = useQueryClient();
  const publicKey = useCurrentSettings().push_public_key;
  return useMutation({
    mutationFn: async () => (publicKey ? enablePush(publicKey) : null),
    onSuccess: (user) => {
      if (user) setCurrentUser(queryClient, user);
    },
  });
}

/**
 * SPEC §4 enable-push alert: a confirmed member whose browser can receive pushes but has none is offered them,
 * with a button that asks the browser's permission, until they dismiss it (it returns after
 * DISMISSAL_PERIOD_DAYS). Not on the settings page, which has its own switch, and not while the profile-photo
 * alert stands: one request at a time, so that on a phone the page still starts on the first screen.
 */
export function EnablePushAlert() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const state = usePushState(useCurrentSettings().push_public_key);
  const enable = useEnablePush();
  const photoAlertShown = usePhotoAlertState() !== null;
  if (photoAlertShown) return null;
  if (user?.status !== 'active' || state !== 'not-subscribed' || pathname === WEB_ROUTES.notifications)
    return null;
  if (isDismissed(user, FLAG)) return null;
  return (
    <DismissibleNotice
      flag={FLAG}
      variant="info"
      live={false}
      text={t('push.alert.text')}
      action={
        <>
          <Button variant="primary" size="sm" disabled={enable.isPending} onClick={() => enable.mutate()}>
            {t('push.alert.enable')}
          </Button>
          {enable.isError && (
            <span role="alert" className="w-100 small text-danger order-last">
              {t('push.failed')}
            </span>
          )}
        </>
      }
      dismissLabel={t('push.alert.dismiss')}
    />
  );
}
