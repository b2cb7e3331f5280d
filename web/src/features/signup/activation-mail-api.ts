import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** POST /api/activation-mail.php: (re)sends the confirmation link; 409 already_confirmed, 429 rate_limited. */
export async function sendActivationMail(): Promise<void> {
  await apiFetch<{ ok: true }>('/api/activation-mail.php', { method: 'POST' });
}

export function useSendActivationMail() {
  return useMutation({ mutationFn: sendActivationMail });
}
