import type { TokenBody } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { CURRENT_USER_KEY } from '../session/user-api.ts';

/** POST /api/mail-change-do.php with the token of the confirmation mail: link_invalid or email_taken on refusal. */
async function confirmEmailChange(token: string): Promise<void> {
  await apiFetch<{ ok: true }>('/api/mail-change-do.php', {
    method: 'POST',
    body: { token } satisfies TokenBody,
  });
}

/** Confirms the new address; a logged-in member is reloaded so the settings show it. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async () => {
      if (queryClient.getQueryData(CURRENT_USER_KEY)) {
        await queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
      }
    },
  });
}
