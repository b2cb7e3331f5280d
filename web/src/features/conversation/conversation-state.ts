import type { ChatMessage } from '@community/contract';
import type { ConversationAnswer } from './conversation-api.ts';

/** What the screen knows of one conversation; messages ascending by seq, each id once. */
export type ConversationState = {
  id: number | null;
  messages: ChatMessage[];
  hasMore: boolean;
  historyLimited: boolean;
  otherReadSeq: number;
  otherDeliveredSeq: number;
  /**
   * Every message the member may see up to this seq is in `messages` (a page, or a catch-up, answered it):
   * with the messages right after it, where a catch-up resumes (`resumeSeq`). Not simply the last seq shown: a
   * live message can arrive while a catch-up fails, and the ones before it would then never be fetched.
   */
  complete: number;
};

export type ConversationAction =
  | { type: 'loaded'; answer: ConversationAnswer }
  | { type: 'messages'; messages: ChatMessage[]; conversation?: number }
  /** messages.php?after=`after`, every page: all there is after `after`. */
  | { type: 'caughtUp'; after: number; messages: ChatMessage[] }
  | { type: 'older'; messages: ChatMessage[]; hasMore: boolean; historyLimited: boolean }
  | { type: 'read'; seq: number }
  | { type: 'delivered'; seq: number };

export function initialState(answer: ConversationAnswer): ConversationState {
  return {
    id: answer.conversation.id,
    messages: merge([], answer.messages),
    hasMore: answer.has_more,
    historyLimited: answer.history_limited,
    otherReadSeq: answer.conversation.other_read_seq,
    otherDeliveredSeq: answer.conversation.other_delivered_seq,
    // The newest page: nothing is missing between its first message and the newest.
    complete: answer.messages.at(-1)?.seq ?? 0,
  };
}

function merge(current: ChatMessage[], added: ChatMessage[]): ChatMessage[] {
  if (added.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'loaded': {
      // A fresh newest page (after the conversation came to exist): keep what was shown, add what is new.
      const next = initialState(action.answer);
      const first = action.answer.messages[0]?.seq ?? 0;
      return {
        ...next,
        messages: merge(state.messages, next.messages),
        // The fresh page joins what is complete only when no message is missing between the two.
        complete: first <= resumeSeq(state) + 1 ? Math.max(state.complete, next.complete) : state.complete,
        hasMore: state.messages.length > 0 ? state.hasMore : next.hasMore,
        otherReadSeq: Math.max(state.otherReadSeq, next.otherReadSeq),
        otherDeliveredSeq: Math.max(state.otherDeliveredSeq, next.otherDeliveredSeq),
      };
    }
    case 'messages':
      return {
        ...state,
        id: state.id ?? action.conversation ?? null,
        messages: merge(state.messages, action.messages),
      };
    case 'caughtUp':
      return {
        ...state,
        messages: merge(state.messages, action.messages),
        complete:
          action.after <= resumeSeq(state)
            ? Math.max(state.complete, action.after, action.messages.at(-1)?.seq ?? 0)
            : state.complete,
      };
    case 'older':
      return {
        ...state,
        messages: merge(state.messages, action.messages),
        hasMore: action.hasMore,
        historyLimited: action.historyLimited,
      };
    case 'read':
      return action.seq > state.otherReadSeq ? { ...state, otherReadSeq: action.seq } : state;
    case 'delivered':
      return action.seq > state.otherDeliveredSeq ? { ...state, otherDeliveredSeq: action.seq } : state;
  }
}

export const lastSeq = (state: ConversationState) => state.messages.at(-1)?.seq ?? 0;

/** Where a catch-up resumes: past `complete` and the messages that follow it without a gap. */
export function resumeSeq(state: ConversationState): number {
  let seq = state.complete;
  for (const message of state.messages) {
    if (message.seq === seq + 1) seq = message.seq;
    else if (message.seq > seq + 1) break;
  }
  return seq;
}

/** The seq of the other member's newest message shown, 0 when none. */
export function lastTheirSeq(state: ConversationState): number {
  for (let index = state.messages.length - 1; index >= 0; index--) {
    const message = state.messages[index];
    if (message && !message.mine) return message.seq;
  }
  return 0;
}
