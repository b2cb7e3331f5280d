import type { CurrentUser, PushRegistrationBody } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

/** POST /api/user.php?push=1 (SPEC §7): this browser's subscription, or 'denied'; answers the member. */
export async function registerPush(body: PushRegistrationBody): Promise<CurrentUser> {
  return (
    await apiFetch<{ user: CurrentUser }>('/api/user.php', { method: 'POST', query: { push: 1 }, body })
  ).user;
}
