import type { ChatReadBody } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

/** POST /api/chat-read.php: everything up to `seq` is read (SPEC §4: opening sets unread to zero). */
export function markConversationRead(conversation: number, seq: number): Promise<unknown> {
  return apiFetch('/api/chat-read.php', {
    method: 'POST',
    body: { conversation, seq } satisfies ChatReadBody,
    progress: false,
  });
}
