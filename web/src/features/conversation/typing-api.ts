import type { TypingBody } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

/**
 * POST /api/typing.php: the other member sees "typing…" for a moment. One attempt, not retried, not shown by the
 * progress bar, errors ignored: a lost typing signal does not matter, and the next keystroke sends another. A 403
 * authentication_required still logs out, as for every call.
 */
export function sendTyping(conversation: number): void {
  apiFetch('/api/typing.php', {
    method: 'POST',
    body: { conversation } satisfies TypingBody,
    retry: false,
    progress: false,
  }).catch(() => {});
}
