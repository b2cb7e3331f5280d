import type { CurrentUser } from './account-schemas.ts';

/**
 * SPEC §4: an unconfirmed account is one with status not_confirmed, profile status disabled and no disabled
 * notifications; only then is the activation reminder shown.
 */
export function needsActivationReminder(
  user: Pick<CurrentUser, 'status' | 'notifications_disabled'> & {
    profile: Pick<CurrentUser['profile'], 'status'>;
  },
): boolean {
  return (
    user.status === 'not_confirmed' &&
    user.profile.status === 'disabled' &&
    user.notifications_disabled.length === 0
  );
}

/**
 * Whether the prompts meant for members (confirm the e-mail address, add a profile photo, the welcome bonus and the
 * time bonus) are shown to this account: staff (moderators) see none of them.
 */
export function seesMemberPrompts(user: Pick<CurrentUser, 'moderator'>): boolean {
  return !user.moderator;
}
