import type { ChatEvent } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useChatEvents } from '../chat-events/chat-events.ts';
import { CHATS_QUERY_KEY, useChats } from '../chats/chats-api.ts';
import { markConversationRead } from './chat-read-api.ts';
import { type ConversationAnswer, conversationQuery } from './conversation-api.ts';
import { conversationReducer, initialState, lastSeq, lastTheirSeq, resumeSeq } from './conversation-state.ts';
import { fetchMessagesAfter, fetchOlderMessages } from './messages-api.ts';
import type { Outbox } from './outbox.ts';
import { useDocumentVisible } from './use-document-visible.ts';
import { useTypingIndicator } from './use-typing-indicator.ts';

/**
 * One open conversation, kept current: live events (new messages, receipts, typing), catching up after a
 * reconnect (`ready`) or when the polled chat list shows a newer message, older pages on request, and the
 * read position sent while the member can see it (SPEC §4: opening sets unread to zero).
 */
export function useLiveConversation(answer: ConversationAnswer, memberId: number, outbox: Outbox) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(conversationReducer, answer, initialState);
  const current = useRef(state);
  current.current = state;
  const typing = useTypingIndicator();
  const profileId = answer.profile.id;

  // One catch-up at a time; a request during one runs another after it.
  const catchingUp = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const catchUp = useCallback(() => {
    if (catchingUp.current) {
      again.current = true;
      return;
    }
    const run = async () => {
      const known = current.current;
      if (known.id !== null) {
        const after = resumeSeq(known);
        const messages = await fetchMessagesAfter(known.id, after);
        dispatch({ type: 'caughtUp', after, messages });
      }
      // The newest page with the receipts: a conversation started since the screen opened (the other member
      // may have written first), and read or delivered receipts whose events were missed.
      const fresh = await queryClient.fetchQuery({
        ...conversationQuery(profileId, memberId),
        staleTime: 0,
      });
      if (fresh.conversation.id !== null) dispatch({ type: 'loaded', answer: fresh });
    };
    catchingUp.current = run()
      .catch(() => {})
      .finally(() => {
        catchingUp.current = null;
        if (again.current) {
          again.current = false;
          catchUp();
        }
      });
  }, [queryClient, profileId, memberId]);

  useChatEvents((event: ChatEvent) => {
    const known = current.current;
    if (event.type === 'ready') return catchUp();
    if (event.type === 'message') {
      const ours =
        known.id === null && outbox.pending().some((send) => send.client_id === event.message.client_id);
      if (known.id === null && !ours) return catchUp();
      if (known.id !== null && event.conversation !== known.id) return;
      // A gap before this message, or one left by a catch-up that failed: fetch what is missing.
      if (known.id !== null && event.seq > resumeSeq(known) + 1) catchUp();
      dispatch({ type: 'messages', messages: [event.message], conversation: event.conversation });
      if (!event.message.mine) typing.hide();
      return;
    }
    // A receipt can overtake the answer of the first send, which names the new conversation: catch up.
    if (known.id === null) return catchUp();
    if (event.conversation !== known.id) return;
    if (event.type === 'read' && event.reader !== memberId) dispatch({ type: 'read', seq: event.seq });
    if (event.type === 'delivered') dispatch({ type: 'delivered', seq: event.seq });
    if (event.type === 'typing' && event.member !== memberId) typing.show();
  });

  // The polled list (SPEC §9, the fallback without live events) shows a newer message than the screen.
  const listedSeq = useChats().data?.chats.find((entry) => entry.conversation.id === state.id)?.conversation
    .last_seq;
  useEffect(() => {
    if (listedSeq !== undefined && listedSeq > resumeSeq(current.current)) catchUp();
  }, [listedSeq, catchUp]);

  const visible = useDocumentVisible();
  const markedSeq = useRef(0);
  const theirSeq = lastTheirSeq(state);
  const newestSeq = lastSeq(state);
  useEffect(() => {
    if (state.id === null || !visible || theirSeq <= markedSeq.current) return;
    markedSeq.current = newestSeq;
    markConversationRead(state.id, newestSeq)
      .then(() => queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY }))
      .catch(() => {});
  }, [state.id, visible, theirSeq, newestSeq, queryClient]);

  const loadingOlder = useRef(false);
  const loadOlder = useCallback(async () => {
    const known = current.current;
    const first = known.messages[0];
    if (known.id === null || !first || !known.hasMore || loadingOlder.current) return;
    loadingOlder.current = true;
    try {
      const page = await fetchOlderMessages(known.id, first.seq);
      dispatch({
        type: 'older',
        messages: page.messages,
        hasMore: page.has_more,
        historyLimited: page.history_limited,
      });
    } finally {
      loadingOlder.current = false;
    }
  }, []);

  return { state, dispatch, typing: typing.typing, loadOlder };
}
