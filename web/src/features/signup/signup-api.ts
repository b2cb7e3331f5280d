import type { CurrentUser, SignupForm } from '@community/contract';
import { apiFetch } from '../../api/client.ts';
import { logoutSettled } from '../session/logout-gate.ts';

/** POST /api/signup.php: creates the account and starts a session; answers the new member (201). */
export async function createAccount(body: SignupForm): Promise<CurrentUser> {
  await logoutSettled();
  return (await apiFetch<{ user: CurrentUser }>('/api/signup.php', { method: 'POST', body })).user;
}
