import type { CurrentUser } from '@community/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { logoutSettled } from './logout-gate.ts';
import { setCurrentUser } from './user-api.ts';

type PasswordResetBody = { token: string; password: string; password_repeat: string };

/**
 * POST /api/password-reset-do.php: sets the new password and logs in (all other sessions are revoked).
 * reset_link_invalid, reset_email_not_found or password_* (with `field`) on refusal.
 */
async function resetPassword(body: PasswordResetBody): Promise<CurrentUser> {
  await logoutSettled();
  return (await apiFetch<{ user: CurrentUser }>('/api/password-reset-do.php', { method: 'POST', body })).user;
}

export function usePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
