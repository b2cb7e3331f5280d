import type { Settings, Tracking } from '@community/contract';
import type { Member, UserRow } from '../members/index.ts';

/** SPEC §5: signups 'all', or 'with_trafficsource' when a traffic source (a network) came with the member. */
export function signupAllowed(signups: Settings['signups'], tracking: Tracking | undefined): boolean {
  if (signups === 'all') return true;
  return signups === 'with_trafficsource' && !!tracking?.network;
}

/**
 * Who may hold a session: unconfirmed members may (they see the activation reminder), deleted ones not, and a
 * fictional profile never: staff write as it from the back office (decision 0058), nobody signs in as it.
 */
export function canSignIn(member: {
  user: Pick<UserRow, 'status'>;
  profile: Pick<Member['profile'], 'fictional'>;
}): boolean {
  if (member.profile.fictional) return false;
  return member.user.status === 'active' || member.user.status === 'not_confirmed';
}
