import type { DeleteReason } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../api/client.ts';
import { whileSessionEnds } from '../session/logout-gate.ts';
import { clearSession } from '../session/user-api.ts';

type AccountDeleteBody = { password: string; reason: DeleteReason; reason_text?: string };

/**
 * POST /api/account-delete.php: the server revokes every session, clears the cookie and mails a reactivation
 * link valid for the grace period. password_wrong on refusal.
 */
async function deleteAccount(body: AccountDeleteBody): Promise<void> {
  await whileSessionEnds(() => apiFetch<{ ok: true }>('/api/account-delete.php', { method: 'POST', body }));
}

/** Deletes the account, forgets the member on this device and shows /account-deleted. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearSession(queryClient);
      void navigate('/account-deleted', { replace: true });
    },
  });
}
