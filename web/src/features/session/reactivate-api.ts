import type { CurrentUser, TokenBody } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { logoutSettled } from './logout-gate.ts';
import { setCurrentUser } from './user-api.ts';

/** POST /api/reactivate.php with the token of the reactivation mail (/login?reactivate=…): link_invalid on refusal. */
async function reactivate(token: string): Promise<CurrentUser> {
  await logoutSettled();
  return (
    await apiFetch<{ user: CurrentUser }>('/api/reactivate.php', {
      method: 'POST',
      body: { token } satisfies TokenBody,
    })
  ).user;
}

/** Undoes a deletion within the grace period and logs the member in. */
export function useReactivate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reactivate, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
