import type { CurrentUser, DismissalBody, DismissalFlag } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { setCurrentUser } from '../session/user-api.ts';

/** POST /api/dismissals.php: the server stores the flag with the current time and answers the member. */
async function dismiss(flag: DismissalFlag): Promise<CurrentUser> {
  return (
    await apiFetch<{ user: CurrentUser }>('/api/dismissals.php', {
      method: 'POST',
      body: { flag } satisfies DismissalBody,
    })
  ).user;
}

export function useDismiss() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismiss, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
