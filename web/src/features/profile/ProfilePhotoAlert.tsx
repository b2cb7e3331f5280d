import { type CurrentUser, WEB_ROUTES } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { DismissibleNotice } from '../account/DismissibleNotice.tsx';
import { isDismissed } from '../account/dismissals.ts';
import { useCurrentUser } from '../session/use-current-user.ts';

const FLAG = 'hide-enrich-alert';

/** What the alert says, or null when the member has an active main photo. */
function photoState(user: CurrentUser): 'missing' | 'inspection' | 'rejected' | null {
  const main = user.profile.main_image;
  if (!main) return 'missing';
  return main.status === 'active' ? null : main.status;
}

/** What the photo alert says on this page, or null when it is not shown (other prompts wait for it to go). */
export function usePhotoAlertState(): 'missing' | 'inspection' | 'rejected' | null {
  const user = useCurrentUser();
  const onProfile = useMatches().some((match) => match.id === 'profile');
  if (user?.status !== 'active' || onProfile || isDismissed(user, FLAG)) return null;
  return photoState(user);
}

/**
 * SPEC §4: a member without an active main photo is asked to add one, with a link to /profile, until they
 * dismiss it (it returns after DISMISSAL_PERIOD_DAYS). Not on /profile itself, where the photos are, and not
 * for an unconfirmed member: confirming the e-mail address comes first, one request at a time.
 */
export function ProfilePhotoAlert() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const state = usePhotoAlertState();
  if (!user || !state) return null;
  return (
    // A plain notice, not a live region: it stands on every page and is not news on each of them.
    <DismissibleNotice
      flag={FLAG}
      variant="info"
      live={false}
      text={t(`profile.photoAlert.${state}`)}
      link={{ to: WEB_ROUTES.profile, label: t('profile.photoAlert.link') }}
      dismissLabel={t('profile.photoAlert.dismiss')}
    />
  );
}
