import { seesMemberPrompts } from '@community/contract';
import { DiscountNotices } from '../../features/discounts/DiscountNotices.tsx';
import { ProfilePhotoAlert } from '../../features/profile/ProfilePhotoAlert.tsx';
import { EnablePushAlert } from '../../features/push/EnablePushAlert.tsx';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { ActivationReminder } from '../../features/signup/ActivationReminder.tsx';

/**
 * What the site asks of a member above the page: confirm the e-mail address, add a profile photo, turn on push
 * notifications, the welcome bonus and the time bonus. Each decides for itself whether it applies; staff (moderators) see none of them.
 * Kept compact, so that on a phone the page itself still starts on the first screen.
 */
export function MemberPrompts() {
  const user = useCurrentUser();
  if (!user || !seesMemberPrompts(user)) return null;
  return (
    <>
      <ActivationReminder />
      <ProfilePhotoAlert />
      <EnablePushAlert />
      <DiscountNotices />
    </>
  );
}
