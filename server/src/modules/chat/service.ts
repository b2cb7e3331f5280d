import {
  type ChatEntry,
  type ChatMessage,
  FREE_CONVERSATIONS_MAX,
  FREE_HISTORY_MESSAGES,
  type GiftKey,
  MESSAGES_PAGE_SIZE,
  type messagesQuerySchema,
  type sendMessageBodySchema,
} from '@community/contract';
import type { z } from 'zod';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { errorsByStatus } from '../../platform/openapi-errors.ts';
import type { Sql } from '../../platform/sql.ts';
import { SLOWED_LIMITS } from '../abuse/index.ts';
import {
  findConversationForMember,
  findConversationId,
  findTypingRecipient,
  markRead,
  removeConversations,
} from './conversation-queries.ts';
import { MESSAGE_EVENT, notifyChat } from './live-events.ts';
import { acceptedText, chatTargetProblem, hiddenThrough, TARGET_STATUS } from './policy.ts';
import { presentChatEntry, presentChatProfile, presentMessage } from './presenter.ts';
import {
  type ChatMemberRow,
  type ChatProfileRow,
  findChatList,
  findChatMember,
  findChatProfile,
  findMessages,
} from './queries.ts';
import { callChatSend, type SendCall, type SendRefusal } from './send-queries.ts';

type ChatDeps = Pick<AppDeps, 'db' | 'clock'>;
type SendBody = z.infer<typeof sendMessageBodySchema>;
type MessagesQuery = z.infer<typeof messagesQuerySchema>;
export type SendResult = { conversation: { id: number }; message: ChatMessage; credits: number };
type Page = { messages: ChatMessage[]; has_more: boolean; history_limited: boolean };

/** The pair of a conversation in its stored order (member_a < member_b). */
const pairOf = (x: number, y: number) => (x < y ? { a: x, b: y } : { a: y, b: x });

async function actingMember(sql: Sql, site: SiteRow, memberId: number): Promise<ChatMemberRow> {
  const member = await findChatMember(sql, memberId);
  if (!member || member.site_id !== site.id) throw new AppError('authentication_required', 403);
  return member;
}

function checkedTarget(member: ChatMemberRow, target: ChatProfileRow | undefined, profileId: number) {
  const problem = chatTargetProblem(member, target, profileId);
  if (problem) throw new AppError(problem, TARGET_STATUS[problem]);
  return target as ChatProfileRow;
}

async function chatTarget(sql: Sql, member: ChatMemberRow, profileId: number): Promise<ChatProfileRow> {
  return checkedTarget(member, await findChatProfile(sql, member.id, profileId), profileId);
}

/**
 * What a send stores. An image has been written to storage already and is recorded only if the send is; null
 * only asks for the answer to a client_id stored before (refused with not_found otherwise).
 */
export type MessageContent =
  | { kind: 'text'; body: string }
  | { kind: 'gift'; gift: GiftKey }
  | { kind: 'image'; image: SendCall['image'] };
/** `duplicate`: the client_id was stored before, and this answer is that message (nothing new stored or charged). */
export type SendOutcome = SendResult & { duplicate: boolean };

const COST: Record<MessageContent['kind'], (site: SiteRow) => number> = {
  text: (site) => site.messageCredits,
  gift: (site) => site.giftCredits,
  image: (site) => site.photoCredits,
};

const REFUSAL_STATUS: Record<SendRefusal, number> = {
  ...TARGET_STATUS,
  login_required: 403,
  authentication_required: 403,
  email_not_confirmed: 403,
  premium_only: 403,
  insufficient_credits: 402,
  rate_limited: 429,
};

/** The refusals of a send (text, gift or image), for the API document. */
export const SEND_ERRORS = errorsByStatus(REFUSAL_STATUS);
/** The refusals of a chat partner (chatTarget), for the API document. */
export const TARGET_ERRORS = errorsByStatus(TARGET_STATUS);

/**
 * Every send, in one statement (chat_send, server/src/db/functions/chat_send.sql): authorised by the request's session (`sessionHash`,
 * sessionTokenHash), whose member's row it locks, so their sends run one at a time. A client_id already stored
 * answers its message unchanged (no second charge), also when the first attempt was still running: it held the
 * lock, and this one reads its committed message. Otherwise the rules (the target, the free limits, the
 * balance), the next seq under the conversation's row lock, the message, the ledger entry 'message:<id>', both
 * members' rows, and the live event, which PostgreSQL delivers to every instance only if the send commits.
 */
export async function storeMessage(
  deps: ChatDeps,
  site: SiteRow,
  sessionHash: Buffer,
  send: { profile: number; client_id: string },
  content: MessageContent,
): Promise<SendOutcome> {
  const cost = COST[content.kind](site);
  const result = await callChatSend(deps.db.$client, {
    tokenHash: sessionHash,
    now: deps.clock(),
    siteId: site.id,
    clientId: send.client_id,
    profileId: send.profile,
    kind: content.kind,
    body: content.kind === 'text' ? content.body : null,
    gift: content.kind === 'gift' ? content.gift : null,
    image: content.kind === 'image' ? content.image : null,
    credits: cost,
    freeMessages: site.freeMemberMessages,
    freeConversations: FREE_CONVERSATIONS_MAX,
    event: MESSAGE_EVENT,
    rate: LIMITS.chatSends,
    slowedRate: SLOWED_LIMITS.chatSends,
  });
  if (result.refused) {
    const params =
      result.refused === 'insufficient_credits'
        ? { credits: cost }
        : result.refused === 'rate_limited'
          ? { retry_after: result.retry_after }
          : result.refused === 'premium_only'
            ? { limit: result.limit, max: result.max }
            : undefined;
    throw new AppError(result.refused, REFUSAL_STATUS[result.refused], params);
  }
  const message = result.message ?? result.duplicate;
  return {
    conversation: { id: message.conversation_id },
    message: presentMessage(message, message.sender_id),
    credits: result.credits,
    duplicate: result.duplicate !== undefined,
  };
}

/** A text (trimmed, not empty, at most the site's message_length; else 400 with the field) or a gift. */
function textOrGift(body: SendBody, site: SiteRow): MessageContent {
  if (body.kind === 'gift') return { kind: 'gift', gift: body.gift };
  const text = acceptedText(body.text, site.messageLength);
  if (text === undefined) throw new AppError('validation_failed', 400, { fields: ['text'] });
  return { kind: 'text', body: text };
}

/** POST /api/message.php: a text or a gift. */
export async function sendMessage(
  deps: ChatDeps,
  site: SiteRow,
  sessionHash: Buffer,
  body: SendBody,
): Promise<SendResult> {
  const content = textOrGift(body, site);
  const { duplicate: _, ...result } = await storeMessage(deps, site, sessionHash, body, content);
  return result;
}

/** GET /api/chats.php: the session member's own conversations, never anyone else's. */
export async function memberChats(deps: ChatDeps, site: SiteRow, memberId: number): Promise<ChatEntry[]> {
  const rows = await findChatList(deps.db.$client, memberId, site.id);
  return rows.map((row) => presentChatEntry(row, memberId));
}

/** DELETE /api/chat.php: removed from this member's list only; 404 when none of theirs matches. */
export async function removeChat(
  deps: ChatDeps,
  memberId: number,
  target: { conversation: number } | { profile: number },
): Promise<void> {
  const removed = await removeConversations(deps.db.$client, memberId, target);
  if (removed === 0) throw new AppError('not_found', 404);
}

/** A page of a conversation the member belongs to (see messagesQuerySchema); 404 for anyone else. */
async function readPage(
  sql: Sql,
  member: ChatMemberRow,
  conversation: { id: number; last_seq: number; removed_through_seq: number },
  query: { before?: number; after?: number },
): Promise<Page> {
  const hidden = hiddenThrough(member, conversation, FREE_HISTORY_MESSAGES);
  if (query.after !== undefined) {
    const rows = await findMessages(sql, conversation.id, {
      above: Math.max(hidden.floor, query.after),
      below: null,
      limit: MESSAGES_PAGE_SIZE + 1,
      fromOldest: true,
    });
    return {
      messages: rows.slice(0, MESSAGES_PAGE_SIZE).map((row) => presentMessage(row, member.id)),
      has_more: rows.length > MESSAGES_PAGE_SIZE,
      history_limited: false,
    };
  }
  const rows = await findMessages(sql, conversation.id, {
    above: hidden.floor,
    below: query.before ?? null,
    limit: MESSAGES_PAGE_SIZE + 1,
    fromOldest: false,
  });
  const hasMore = rows.length > MESSAGES_PAGE_SIZE;
  return {
    messages: rows.slice(hasMore ? 1 : 0).map((row) => presentMessage(row, member.id)),
    has_more: hasMore,
    history_limited: !hasMore && hidden.limited,
  };
}

/** GET /api/messages.php. */
export async function conversationMessages(
  deps: ChatDeps,
  site: SiteRow,
  memberId: number,
  query: MessagesQuery,
): Promise<Page> {
  const sql = deps.db.$client;
  const member = await actingMember(sql, site, memberId);
  const conversation = await findConversationForMember(sql, memberId, query.conversation);
  if (!conversation) throw new AppError('not_found', 404);
  return readPage(sql, member, conversation, query);
}

/** GET /api/conversation.php?profile=: the member's conversation with a profile and its newest page. */
export async function openConversation(deps: ChatDeps, site: SiteRow, memberId: number, profileId: number) {
  const sql = deps.db.$client;
  const member = await actingMember(sql, site, memberId);
  const target = await chatTarget(sql, member, profileId);
  const pair = pairOf(member.id, target.id);
  const id = await findConversationId(sql, pair.a, pair.b);
  const conversation = id === undefined ? undefined : await findConversationForMember(sql, member.id, id);
  const page = conversation
    ? await readPage(sql, member, conversation, {})
    : { messages: [], has_more: false, history_limited: false };
  return {
    conversation: {
      id: conversation?.id ?? null,
      last_seq: conversation?.last_seq ?? 0,
      other_read_seq: conversation?.other_read_seq ?? 0,
      other_delivered_seq: conversation?.other_delivered_seq ?? 0,
    },
    profile: presentChatProfile(target),
    ...page,
  };
}

/** POST /api/chat-read.php: the member has read up to `seq` (SPEC §4: opening sets unread to zero). */
export async function readConversation(
  deps: ChatDeps,
  memberId: number,
  conversationId: number,
  seq: number,
): Promise<{ last_read_seq: number }> {
  const sql = deps.db.$client;
  const read = await markRead(sql, memberId, conversationId, seq);
  if (!read) throw new AppError('not_found', 404);
  await notifyChat(sql, {
    type: 'read',
    members: read.members,
    conversation: conversationId,
    seq: read.last_read_seq,
    reader: memberId,
  });
  return { last_read_seq: read.last_read_seq };
}

/** A typing signal is announced at most once a second per member and conversation; more are dropped quietly. */
const TYPING_MIN_INTERVAL_MS = 1000;
/** Per database (ids are only unique within one), by member and conversation. */
const lastTypingOf = new WeakMap<object, Map<string, number>>();

/** POST /api/typing.php: tells the other member (if connected anywhere); 404 for anyone but the two members. */
export async function signalTyping(deps: ChatDeps, memberId: number, conversationId: number): Promise<void> {
  const sql = deps.db.$client;
  const recipient = await findTypingRecipient(sql, memberId, conversationId);
  if (recipient === undefined) throw new AppError('not_found', 404);
  const key = `${memberId}:${conversationId}`;
  let lastTyping = lastTypingOf.get(sql);
  if (!lastTyping) {
    lastTyping = new Map<string, number>();
    lastTypingOf.set(sql, lastTyping);
  }
  const now = Date.now();
  if (now - (lastTyping.get(key) ?? 0) < TYPING_MIN_INTERVAL_MS) return;
  lastTyping.set(key, now);
  if (lastTyping.size > 10_000)
    for (const [k, at] of lastTyping) if (now - at > TYPING_MIN_INTERVAL_MS) lastTyping.delete(k);
  await notifyChat(sql, { type: 'typing', to: recipient, conversation: conversationId, member: memberId });
}
