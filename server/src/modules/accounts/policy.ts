import type { Settings, Tracking } from '@community/contract';
import type { UserRow } from '../members/index.ts';

/** SPEC §5: signups 'all', or 'with_trafficsource' when a traffic source (a network) came with the member. */
export function signupAllowed(signups: Settings['signups'], tracking: Tracking | undefined): boolean {
  if (signups === 'all') return true;
  return signups === 'with_trafficsource' && !!tracking?.network;
}

/** Who may hold a session: unconfirmed members may (they see the activation reminder), deleted ones not. */
export function canSignIn(user: Pick<UserRow, 'status'>): boolean {
  return user.status === 'active' || user.status === 'not_confirmed';
}
