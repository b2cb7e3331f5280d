import type { PasswordResetRequestBody } from '@community/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** How long a reset link works (docs/accounts.md: password reset 2 hours). */
export const PASSWORD_RESET_LINK_HOURS = 2;

/**
 * POST /api/password-reset.php: answers ok whether or not the address has an account, so the screen never
 * tells which addresses are members. email_invalid, reset_limit_reached or rate_limited on refusal.
 */
async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch<{ ok: true }>('/api/password-reset.php', {
    method: 'POST',
    body: { email } satisfies PasswordResetRequestBody,
  });
}

export function usePasswordResetRequest() {
  return useMutation({ mutationFn: requestPasswordReset });
}
