import type { MainImage } from './profiles.ts';

/** Chat: conversations, messages, gifts and live events (issue 6, docs/chat.md, decision 0018). */

/** SPEC §6: free members chat in at most 2 conversations. */
export const FREE_CONVERSATIONS_MAX = 2;
/** Our choice (SPEC: "limited free messages", value not shown): messages a free member may send in total. */
export const FREE_MESSAGES_DEFAULT = 5;
/** Free members see this many of the newest messages of a conversation (SPEC §8 history limit). */
export const FREE_HISTORY_MESSAGES = 20;
export const MESSAGES_PAGE_SIZE = 30;

/**
 * Which free limit a 403 `premium_only` send reached (issue 20): `{ error, limit, max }`, so the screen says why:
 * a new conversation beyond FREE_CONVERSATIONS_MAX, or the site's free messages (`max`) used up.
 */
export const PREMIUM_ONLY_LIMITS = ['conversations', 'messages'] as const;
export type PremiumOnlyLimit = (typeof PREMIUM_ONLY_LIMITS)[number];

export const MESSAGE_KINDS = ['text', 'image', 'gift'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The gift catalogue: images under /gifts/<key>.svg, names translated under `gifts.<key>`. */
export const GIFT_KEYS = ['rose', 'heart', 'chocolate', 'champagne', 'teddy', 'ring'] as const;
export type GiftKey = (typeof GIFT_KEYS)[number];

/** A message as either member of the conversation sees it. `seq` orders a conversation, from 1. */
export type ChatMessage = {
  id: number;
  seq: number;
  /** The sender's own id for the send (a UUID), so a retried send finds its message. */
  client_id: string;
  mine: boolean;
  kind: MessageKind;
  text: string | null;
  /** kind image: the renditions, served at chatImageUrl(name) to the two members only. */
  image: { thumb_filename: string; filename: string } | null;
  gift: GiftKey | null;
  created_at: string;
};

/** SPEC §3 Chat entry: conversation (id), profile (id), num_unread_messages and the last message data. */
export type ChatEntry = {
  conversation: { id: number; last_seq: number };
  profile: { id: number; name: string; fictional: boolean; main_image: MainImage | null };
  num_unread_messages: number;
  last_message: Pick<ChatMessage, 'seq' | 'mine' | 'kind' | 'text' | 'gift' | 'created_at'> | null;
};

/**
 * Live events on GET /api/chat-events.php (Server-Sent Events): each SSE message is one unnamed `data:` line
 * holding one ChatEvent as JSON. `ready` comes first on every (re)connection: the client then fetches what it
 * missed (chats.php, and messages.php?after=<its last seq> for an open conversation). Events of one
 * conversation arrive in `seq` order.
 * - message: a new message, to both members (`mine` as the receiving member sees it).
 * - read: `reader` has read up to `seq`, to both members.
 * - delivered: the other member's device received up to `seq`, to the sender.
 * - typing: `member` is typing (POST /api/typing.php), to the other member only; show it for TYPING_SHOW_MS.
 */
export type ChatEvent =
  | { type: 'ready' }
  | { type: 'message'; conversation: number; seq: number; message: ChatMessage }
  | { type: 'read'; conversation: number; seq: number; reader: number }
  | { type: 'delivered'; conversation: number; seq: number }
  | { type: 'typing'; conversation: number; member: number };

/** A client sends typing at most every TYPING_SEND_INTERVAL_MS while the member types; it shows for TYPING_SHOW_MS. */
export const TYPING_SEND_INTERVAL_MS = 3000;
export const TYPING_SHOW_MS = 5000;

/** Where a chat image rendition is served (to the two members of its conversation only). */
export const chatImageUrl = (name: string) => `/chat-images/${encodeURIComponent(name)}`;
