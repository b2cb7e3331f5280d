import type { GiftKey, MessageKind, PhotoStatus } from '@community/contract';
import { prepared, type Sql } from '../../platform/sql.ts';

/** The member who sends or reads, with what the chat rules need. */
export type ChatMemberRow = {
  id: number;
  site_id: number;
  status: 'not_confirmed' | 'active' | 'deleted' | 'purged';
  paid_user: boolean;
  credits: number;
};

/** A member as chat judges them (a send finds and locks its sender itself: chat_send, db/functions/chat_send.sql). */
export async function findChatMember(sql: Sql, id: number): Promise<ChatMemberRow | undefined> {
  const { rows } = await sql.query<ChatMemberRow>(
    prepared(
      'chat-member',
      'SELECT id::int AS id, site_id, status, paid_user, credits FROM users WHERE id = $1',
      [id],
    ),
  );
  return rows[0];
}

type MainPhoto = { id: number; file_key: string; status: PhotoStatus } | null;

/** The other member of a conversation, seen from the member. */
export type ChatProfileRow = {
  id: number;
  site_id: number;
  name: string;
  fictional: boolean;
  listed: boolean;
  main_photo: MainPhoto;
  blocked_either_way: boolean;
};

export const PROFILE_COLUMNS = `p.id::int AS id, p.site_id, p.name, p.fictional, p.listed,
  (SELECT json_build_object('id', ph.id::int, 'file_key', ph.file_key, 'status', ph.status)
     FROM photos ph WHERE ph.id = p.main_photo_id) AS main_photo`;
export const blockedEitherWay = (member: string) =>
  `EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${member} AND b.blocked_id = p.id)
     OR (b.blocker_id = p.id AND b.blocked_id = ${member}))`;

/**
 * A block stands between the two members of conversation `c`, either way. Such a conversation is hidden from both
 * (its messages, pictures, read and typing signals) as the list hides it; it comes back on unblocking.
 */
export const pairBlocked = (c: string) =>
  `EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${c}.member_a AND b.blocked_id = ${c}.member_b)
     OR (b.blocker_id = ${c}.member_b AND b.blocked_id = ${c}.member_a))`;

export async function findChatProfile(
  sql: Sql,
  memberId: number,
  profileId: number,
): Promise<ChatProfileRow | undefined> {
  const { rows } = await sql.query<ChatProfileRow>(
    prepared(
      'chat-profile',
      `SELECT ${PROFILE_COLUMNS}, ${blockedEitherWay('$1')} AS blocked_either_way FROM profiles p WHERE p.id = $2`,
      [memberId, profileId],
    ),
  );
  return rows[0];
}

export type MessageRow = {
  id: number;
  conversation_id: number;
  seq: number;
  sender_id: number;
  client_id: string;
  kind: MessageKind;
  body: string | null;
  gift: GiftKey | null;
  /** kind image: the chat_images row, whose id and key name the renditions. */
  image: { id: number; file_key: string } | null;
  /** A Date from a column; an ISO string when the row came as JSON (row_to_json). */
  created_at: Date | string;
};

export const MESSAGE_COLUMNS = `m.id::int AS id, m.conversation_id::int AS conversation_id, m.seq::int AS seq,
  m.sender_id::int AS sender_id, m.client_id::text AS client_id, m.kind, m.body, m.gift,
  (SELECT json_build_object('id', i.id::int, 'file_key', i.file_key) FROM chat_images i WHERE i.id = m.image_id)
    AS image,
  m.created_at`;

/** The sender's message for a client_id, if that send was stored. */
export async function findMessageByClientId(
  sql: Sql,
  senderId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const { rows } = await sql.query<MessageRow>(
    prepared(
      'chat-message-by-client-id',
      `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.sender_id = $1 AND m.client_id = $2`,
      [senderId, clientId],
    ),
  );
  return rows[0];
}

export type ChatListRow = {
  conversation_id: number;
  last_seq: number;
  unread: number;
  profile: ChatProfileRow;
  last_message: MessageRow | null;
};

/**
 * The member's conversations not removed through their last seq, newest first, with the other member (listed,
 * same site, no block either way; others are left out) and the last message.
 */
export async function findChatList(sql: Sql, memberId: number, siteId: number): Promise<ChatListRow[]> {
  const { rows } = await sql.query<ChatListRow>(
    `SELECT c.id::int AS conversation_id, c.last_seq::int AS last_seq,
       (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id AND m.sender_id <> $1
          AND m.seq > greatest(cm.last_read_seq, cm.removed_through_seq)) AS unread,
       (SELECT row_to_json(x) FROM (SELECT ${PROFILE_COLUMNS}, false AS blocked_either_way) x) AS profile,
       (SELECT row_to_json(m) FROM (SELECT ${MESSAGE_COLUMNS} FROM messages m
          WHERE m.conversation_id = c.id AND m.seq = c.last_seq) m) AS last_message
     FROM conversation_members cm
     JOIN conversations c ON c.id = cm.conversation_id
     JOIN profiles p ON p.id = CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END
     WHERE cm.member_id = $1 AND c.last_seq > cm.removed_through_seq
       AND p.listed AND p.site_id = $2 AND NOT ${blockedEitherWay('$1')}
     ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC`,
    [memberId, siteId],
  );
  return rows;
}

/**
 * The member's side of a conversation, with the other member's read state; undefined when not a member or when a
 * block stands between the two.
 */
export type ConversationStateRow = {
  id: number;
  last_seq: number;
  other_id: number;
  last_read_seq: number;
  removed_through_seq: number;
  other_read_seq: number;
  other_delivered_seq: number;
};

export async function findConversationForMember(
  sql: Sql,
  memberId: number,
  conversationId: number,
): Promise<ConversationStateRow | undefined> {
  const { rows } = await sql.query<ConversationStateRow>(
    `SELECT c.id::int AS id, c.last_seq::int AS last_seq, o.member_id::int AS other_id,
       cm.last_read_seq::int AS last_read_seq, cm.removed_through_seq::int AS removed_through_seq,
       o.last_read_seq::int AS other_read_seq, o.last_delivered_seq::int AS other_delivered_seq
     FROM conversations c
     JOIN conversation_members cm ON cm.conversation_id = c.id AND cm.member_id = $1
     JOIN conversation_members o ON o.conversation_id = c.id AND o.member_id <> $1
     WHERE c.id = $2 AND (c.member_a = $1 OR c.member_b = $1) AND NOT ${pairBlocked('c')}`,
    [memberId, conversationId],
  );
  return rows[0];
}

/** The conversation id of a pair, if they have one. */
export async function findConversationId(sql: Sql, a: number, b: number): Promise<number | undefined> {
  const { rows } = await sql.query<{ id: number }>(
    'SELECT id::int AS id FROM conversations WHERE member_a = $1 AND member_b = $2',
    [a, b],
  );
  return rows[0]?.id;
}

/** Messages of a conversation with seq in (above, below), the newest `limit` of them (or the oldest: `fromOldest`). */
export async function findMessages(
  sql: Sql,
  conversationId: number,
  range: { above: number; below: number | null; limit: number; fromOldest: boolean },
): Promise<MessageRow[]> {
  const { rows } = await sql.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m
     WHERE m.conversation_id = $1 AND m.seq > $2 AND ($3::bigint IS NULL OR m.seq < $3)
     ORDER BY m.seq ${range.fromOldest ? 'ASC' : 'DESC'} LIMIT $4`,
    [conversationId, range.above, range.below, range.limit],
  );
  return range.fromOldest ? rows : rows.reverse();
}

/** Removes conversations from the member's list through their current last seq; answers how many. */
export async function removeConversations(
  sql: Sql,
  memberId: number,
  target: { conversation: number } | { profile: number },
): Promise<number> {
  const condition =
    'conversation' in target
      ? 'c.id = $2'
      : '((c.member_a = $1 AND c.member_b = $2) OR (c.member_b = $1 AND c.member_a = $2))';
  const id = 'conversation' in target ? target.conversation : target.profile;
  const { rowCount } = await sql.query(
    `UPDATE conversation_members cm
     SET removed_through_seq = c.last_seq, last_read_seq = greatest(cm.last_read_seq, c.last_seq)
     FROM conversations c
     WHERE cm.conversation_id = c.id AND cm.member_id = $1 AND ${condition}`,
    [memberId, id],
  );
  return rowCount ?? 0;
}

/** Marks the member's side read up to `seq` (never backwards, never past the last message); not with a block. */
export async function markRead(
  sql: Sql,
  memberId: number,
  conversationId: number,
  seq: number,
): Promise<{ last_read_seq: number; members: [number, number] } | undefined> {
  const { rows } = await sql.query<{ last_read_seq: number; member_a: number; member_b: number }>(
    `UPDATE conversation_members cm
     SET last_read_seq = greatest(cm.last_read_seq, least($3::bigint, c.last_seq)),
       last_delivered_seq = greatest(cm.last_delivered_seq, least($3::bigint, c.last_seq))
     FROM conversations c
     WHERE cm.conversation_id = c.id AND c.id = $2 AND cm.member_id = $1 AND NOT ${pairBlocked('c')}
     RETURNING cm.last_read_seq::int AS last_read_seq, c.member_a::int AS member_a, c.member_b::int AS member_b`,
    [memberId, conversationId, seq],
  );
  const row = rows[0];
  return row && { last_read_seq: row.last_read_seq, members: [row.member_a, row.member_b] };
}

/** One message by its place in the conversation (a live event too long for NOTIFY is read back this way). */
export async function findMessageBySeq(
  sql: Sql,
  conversationId: number,
  seq: number,
): Promise<MessageRow | undefined> {
  const { rows } = await sql.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1 AND m.seq = $2`,
    [conversationId, seq],
  );
  return rows[0];
}

/**
 * The member's device received up to `seq`: recorded, and announced with `announcement` on `channel` in the same
 * statement (one commit); nothing is announced when the position did not move forward.
 */
export async function markDelivered(
  sql: Sql,
  delivery: { memberId: number; conversationId: number; seq: number },
  announce: { channel: string; payload: string },
): Promise<void> {
  await sql.query(
    prepared(
      'chat-mark-delivered',
      `WITH moved AS (
         UPDATE conversation_members SET last_delivered_seq = $3
         WHERE conversation_id = $2 AND member_id = $1 AND last_delivered_seq < $3 RETURNING 1)
       SELECT pg_notify($4, $5) FROM moved`,
      [delivery.memberId, delivery.conversationId, delivery.seq, announce.channel, announce.payload],
    ),
  );
}

/** For a typing signal: the other member of the member's conversation, unless a block stands either way. */
export async function findTypingRecipient(
  sql: Sql,
  memberId: number,
  conversationId: number,
): Promise<number | undefined> {
  const { rows } = await sql.query<{ other: number }>(
    `SELECT (CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END)::int AS other
     FROM conversations c
     WHERE c.id = $2 AND (c.member_a = $1 OR c.member_b = $1) AND NOT ${pairBlocked('c')}`,
    [memberId, conversationId],
  );
  return rows[0]?.other;
}
