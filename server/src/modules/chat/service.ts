import {
  type ChatEntry,
  type ChatMessage,
  FREE_HISTORY_MESSAGES,
  MESSAGES_PAGE_SIZE,
  type messagesQuerySchema,
  type sendMessageBodySchema,
} from '@community/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import type { SiteRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import { bookCredits } from '../accounts/queries.ts';
import { acceptedText, chatTargetProblem, freeLimitReached, hiddenThrough, TARGET_STATUS } from './policy.ts';
import { presentChatEntry, presentChatProfile, presentMessage } from './presenter.ts';
import {
  type ChatMemberRow,
  type ChatProfileRow,
  findChatList,
  findChatMember,
  findChatProfile,
  findConversationForMember,
  findConversationId,
  findMessageByClientId,
  findMessages,
  insertMessage,
  markRead,
  nextSeq,
  removeConversations,
  sentSummary,
  upsertConversationMembers,
} from './queries.ts';

type ChatDeps = Pick<AppDeps, 'db' | 'clock'>;
type SendBody = z.infer<typeof sendMessageBodySchema>;
type MessagesQuery = z.infer<typeof messagesQuerySchema>;
export type SendResult = { conversation: { id: number }; message: ChatMessage; credits: number };
type Page = { messages: ChatMessage[]; has_more: boolean; history_limited: boolean };

/** The pair of a conversation in its stored order (member_a < member_b). */
const pairOf = (x: number, y: number) => (x < y ? { a: x, b: y } : { a: y, b: x });

async function actingMember(sql: Sql, site: SiteRow, memberId: number, lock = false): Promise<ChatMemberRow> {
  const member = await findChatMember(sql, memberId, lock);
  if (!member || member.site_id !== site.id) throw new AppError('authentication_required', 403);
  return member;
}

async function chatTarget(sql: Sql, member: ChatMemberRow, profileId: number): Promise<ChatProfileRow> {
  const target = await findChatProfile(sql, member.id, profileId);
  const problem = chatTargetProblem(member, target, profileId);
  if (problem) throw new AppError(problem, TARGET_STATUS[problem]);
  return target as ChatProfileRow;
}

/**
 * POST /api/message.php, in one transaction: the sender's row locked first, so their sends run one at a time.
 * A client_id already stored answers its message unchanged (no second charge), also when the first attempt was
 * still running: it held the lock, and this one reads its committed message. Otherwise the rules, the charge
 * (nothing stored when the balance is short), the next seq under the conversation's row lock, the message,
 * the ledger entry 'message:<id>' and both members' rows.
 */
export async function sendMessage(
  deps: ChatDeps,
  site: SiteRow,
  senderId: number,
  body: SendBody,
): Promise<SendResult> {
  return withTransaction(deps.db.$client, async (sql) => {
    const sender = await actingMember(sql, site, senderId, true);
    const existing = await findMessageByClientId(sql, sender.id, body.client_id);
    if (existing)
      return {
        conversation: { id: existing.conversation_id },
        message: presentMessage(existing, sender.id),
        credits: sender.credits,
      };

    if (sender.status !== 'active') throw new AppError('email_not_confirmed', 403);
    const target = await chatTarget(sql, sender, body.profile);
    const text = body.kind === 'text' ? acceptedText(body.text, site.messageLength) : null;
    if (text === undefined) throw new AppError('validation_failed', 400, { fields: ['text'] });

    const pair = pairOf(sender.id, target.id);
    if (!sender.paid_user) {
      const sent = await sentSummary(sql, sender.id, pair);
      if (freeLimitReached(sender, sent, site.freeMemberMessages)) throw new AppError('premium_only', 403);
    }
    const cost = body.kind === 'text' ? site.messageCredits : site.giftCredits;
    if (sender.credits < cost) throw new AppError('insufficient_credits', 402, { credits: cost });

    const now = deps.clock();
    const conversation = await nextSeq(sql, { siteId: site.id, ...pair, now });
    const message = await insertMessage(sql, {
      conversationId: conversation.id,
      seq: conversation.seq,
      senderId: sender.id,
      clientId: body.client_id,
      kind: body.kind,
      body: text,
      gift: body.kind === 'gift' ? body.gift : null,
      credits: cost,
      now,
    });
    if (cost > 0)
      await bookCredits(sql, {
        userId: sender.id,
        amount: -cost,
        reason: 'message',
        reference: `message:${message.id}`,
        now,
      });
    await upsertConversationMembers(sql, conversation.id, sender.id, target.id, conversation.seq);
    return {
      conversation: { id: conversation.id },
      message: presentMessage(message, sender.id),
      credits: sender.credits - cost,
    };
  });
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
  const read = await markRead(deps.db.$client, memberId, conversationId, seq);
  if (!read) throw new AppError('not_found', 404);
  return read;
}
