import type { TypingBody } from '@community/contract';
/**
 * POST /api/typing.php: the other member sees "typing…" for a moment. Sent once, not retried, errors
 * ignored: a lost typing signal does not matter, and the next keystroke sends another.
 */
export function sendTyping(conversation: number): void {
  fetch('/api/typing.php', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ conversation } satisfies TypingBody),
    credentials: 'same-origin',
  }).catch(() => {});
}
