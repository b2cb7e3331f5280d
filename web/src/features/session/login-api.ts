import type { CurrentUser } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { logoutSettled } from './logout-gate.ts';
import { setCurrentUser } from './user-api.ts';

type LoginBody = { email: string; password: string };

/** POST /api/user.php: login_failed, account_locked {minutes}, rate_limited or account_deleted on refusal. */
async function login(body: LoginBody): Promise<CurrentUser> {
  await logoutSettled();
  return (await apiFetch<{ user: CurrentUser }>('/api/user.php', { method: 'POST', body })).user;
}

/** Logs in; the whole app sees the member at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
