import type { ApiAnswer, ChatMessage } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

export type MessagesPage = ApiAnswer<'GET /api/messages.php'>;

/** GET /api/messages.php?before=: the page of older messages (seqs below `before`), ascending. */
export function fetchOlderMessages(conversation: number, before: number): Promise<MessagesPage> {
  return apiFetch<MessagesPage>('/api/messages.php', { query: { conversation, before } });
}

/** GET /api/messages.php?after=, looped while has_more: everything after `after` (resuming after a reconnect). */
export async function fetchMessagesAfter(conversation: number, after: number): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let from = after;
  for (;;) {
    const page = await apiFetch<MessagesPage>('/api/messages.php', {
      query: { conversation, after: from },
      progress: false,
    });
    all.push(...page.messages);
    const last = page.messages.at(-1);
    if (!page.has_more || !last) return all;
    from = last.seq;
  }
}
