import { z } from 'zod';
import { GIFT_KEYS, MESSAGE_KINDS } from './chat.ts';
import { mainImageSchema } from './profile-field-schemas.ts';

/** Shapes of the chat calls (docs/chat.md). */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A message as either member of the conversation sees it. `seq` orders a conversation, from 1. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  /** The sender's own id for the send (a UUID), so a retried send finds its message. */
  client_id: z.string(),
  mine: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string().nullable(),
  /** kind image: the renditions, served at chatImageUrl(name) to the two members only. */
  image: z.object({ thumb_filename: z.string(), filename: z.string() }).nullable(),
  gift: z.enum(GIFT_KEYS).nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** SPEC §3 Chat entry: conversation (id), profile (id), num_unread_messages and the last message data. */
export const chatEntrySchema = z.object({
  conversation: z.object({ id: z.number().int(), last_seq: z.number().int() }),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    fictional: z.boolean(),
    main_image: mainImageSchema.nullable(),
  }),
  num_unread_messages: z.number().int(),
  last_message: chatMessageSchema
    .pick({ seq: true, mine: true, kind: true, text: true, gift: true, created_at: true })
    .nullable(),
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;
export const chatsResponseSchema = z.object({ chats: z.array(chatEntrySchema) });

/** DELETE /api/chat.php: one conversation, or every conversation with a profile (SPEC §4). */
export const chatDeleteBodySchema = z.union([
  z.object({ conversation: id }).strict(),
  z.object({ profile: id }).strict(),
]);
export type ChatDeleteBody = z.infer<typeof chatDeleteBodySchema>;

/** GET /api/conversation.php?profile= : the conversation with a member (null id before the first message). */
export const conversationQuerySchema = z.object({ profile: id });
/** GET /api/conversation.php: the conversation with a profile, and its newest page of messages. */
export const conversationResponseSchema = z.object({
  conversation: z.object({
    /** null until the first message is sent. */
    id: z.number().int().nullable(),
    last_seq: z.number().int(),
    /** How far the other member has read (read receipts). */
    other_read_seq: z.number().int(),
    /** How far the other member's device has received (delivered receipts). */
    other_delivered_seq: z.number().int(),
  }),
  profile: chatEntrySchema.shape.profile,
  messages: z.array(chatMessageSchema),
  has_more: z.boolean(),
  history_limited: z.boolean(),
});
/** GET /api/messages.php: older (`before`) or newer (`after`, to resume) messages, by seq. */
export const messagesQuerySchema = z.object({
  conversation: id,
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().nonnegative().optional(),
});
export const messagesResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** More older messages exist that this member may see. */
  has_more: z.boolean(),
  /** Older messages exist but are hidden by the free members' history limit (SPEC §8). */
  history_limited: z.boolean(),
});

const clientId = z.uuid();
/** POST /api/message.php: a text or a gift to a member; `client_id` makes a repeated send harmless. */
export const sendMessageBodySchema = z.discriminatedUnion('kind', [
  z.object({ profile: id, client_id: clientId, kind: z.literal('text'), text: z.string() }).strict(),
  z.object({ profile: id, client_id: clientId, kind: z.literal('gift'), gift: z.enum(GIFT_KEYS) }).strict(),
]);
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
/** POST /api/message-image.php?profile=&client_id= with the raw image as the body. */
export const sendImageQuerySchema = z.object({ profile: id, client_id: clientId });
export const sendMessageResponseSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  message: chatMessageSchema,
  /** The sender's balance after the charge. */
  credits: z.number().int(),
});

/** POST /api/chat-read.php: everything up to `seq` is read (SPEC §4: opening sets unread to zero). */
export const chatReadBodySchema = z
  .object({ conversation: id, seq: z.number().int().nonnegative() })
  .strict();
export type ChatReadBody = z.infer<typeof chatReadBodySchema>;
export const chatReadResponseSchema = z.object({
  conversation: z.number().int(),
  /** The member's read position after the call (never lowered, never past the last message). */
  last_read_seq: z.number().int(),
});
/** POST /api/typing.php: the member is typing in a conversation (204; 404 for anyone but its two members). */
export const typingBodySchema = z.object({ conversation: id }).strict();
export type TypingBody = z.infer<typeof typingBodySchema>;

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
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('message'),
    conversation: z.number().int(),
    seq: z.number().int(),
    message: chatMessageSchema,
  }),
  z.object({
    type: z.literal('read'),
    conversation: z.number().int(),
    seq: z.number().int(),
    reader: z.number().int(),
  }),
  z.object({ type: z.literal('delivered'), conversation: z.number().int(), seq: z.number().int() }),
  z.object({ type: z.literal('typing'), conversation: z.number().int(), member: z.number().int() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
