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

/** A client sends typing at most every TYPING_SEND_INTERVAL_MS while the member types; it shows for TYPING_SHOW_MS. */
export const TYPING_SEND_INTERVAL_MS = 3000;
export const TYPING_SHOW_MS = 5000;

/** Where a chat image rendition is served (to the two members of its conversation only). */
export const chatImageUrl = (name: string) => `/chat-images/${encodeURIComponent(name)}`;
