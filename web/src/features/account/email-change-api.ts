import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

type EmailChangeBody = { email: string; password: string };

/**
 * POST /api/email-change.php: a confirmation link goes to the new address; the address changes only when
 * it is followed (/mail-change/do). password_wrong, email_invalid, email_taken or rate_limited on refusal.
 */
async function requestEmailChange(body: EmailChangeBody): Promise<void> {
  await apiFetch<{ ok: true }>('/api/email-change.php', { method: 'POST', body });
}

export function useEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
