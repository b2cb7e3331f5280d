import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

type PasswordChangeBody = { old_password: string; password: string; password_repeat: string };

/**
 * POST /api/password.php: other sessions are revoked, this one stays. old_password_wrong, password_mismatch
 * or password_* on refusal. Nothing cached changes.
 */
async function changePassword(body: PasswordChangeBody): Promise<void> {
  await apiFetch<{ ok: true }>('/api/password.php', { method: 'POST', body });
}

export function usePasswordChange() {
  return useMutation({ mutationFn: changePassword });
}
