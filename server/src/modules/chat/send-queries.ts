import type { GiftKey, MessageKind } from '@community/contract';
import { LIVE_SESSION } from '../../platform/sessions.ts';
import { prepared, type Sql } from '../../platform/sql.ts';
import {
  blockedEitherWay,
  type ChatMemberRow,
  type ChatProfileRow,
  MESSAGE_COLUMNS,
  type MessageRow,
  PROFILE_COLUMNS,
} from './queries.ts';

/*
 * The SQL of one send (storeMessage), in two round trips: BEGIN, the sender's lock found through the session of
 * the request, and one statement with everything to check, written at once; then one statement with every write
 * and COMMIT, written at once. The lock must be a statement of its own before the checks: a statement that waited
 * for a lock still reads with the snapshot it started with, so only a statement that starts after the lock sees
 * the message a concurrent send with the same client_id committed meanwhile. PostgreSQL runs pipelined statements
 * one after the other, so the checks start once the lock is held.
 * bench/support/send-pgbench.ts runs the same statements; change them together.
 */

/** The sender of a send, with the session that authorises it. */
export type SenderRow = ChatMemberRow & { session_id: number; last_seen_at: Date };

/**
 * The member of the live session `tokenHash` (see LIVE_SESSION), their row locked until the send's transaction
 * ends, so that one member's sends run one after another: a repeated client_id finds the first send's message and
 * the credits cannot be spent twice. Undefined without a live session. NO KEY UPDATE: the foreign-key checks of
 * another member's send to this member (FOR KEY SHARE) are not held up, so two members writing to each other at
 * once cannot deadlock.
 */
export async function lockSender(sql: Sql, tokenHash: Buffer, now: Date): Promise<SenderRow | undefined> {
  const { rows } = await sql.query<SenderRow>(
    prepared(
      'chat-send-lock-sender',
      `SELECT u.id::int AS id, u.site_id, u.status, u.paid_user, u.credits, s.id::int AS session_id, s.last_seen_at
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND ${LIVE_SESSION('$2')}
       FOR NO KEY UPDATE OF u`,
      [tokenHash, now],
    ),
  );
  return rows[0];
}

/** What a send checks once the sender's row is locked: the client_id's stored message, and the target profile. */
export type SendContext = { existing: MessageRow | null; target: ChatProfileRow | null };

/** The sender is the member of the session `tokenHash`, as lockSender found them just before. */
export async function findSendContext(
  sql: Sql,
  tokenHash: Buffer,
  clientId: string,
  profileId: number,
): Promise<SendContext> {
  const { rows } = await sql.query<SendContext>(
    prepared(
      'chat-send-context',
      `WITH sender AS (SELECT s.user_id AS id FROM sessions s WHERE s.token_hash = $1)
       SELECT
       (SELECT row_to_json(x) FROM (SELECT ${MESSAGE_COLUMNS} FROM messages m
          WHERE m.sender_id = (SELECT id FROM sender) AND m.client_id = $2) x) AS existing,
       (SELECT row_to_json(x) FROM (SELECT ${PROFILE_COLUMNS},
          ${blockedEitherWay('(SELECT id FROM sender)')} AS blocked_either_way
          FROM profiles p WHERE p.id = $3) x) AS target`,
      [tokenHash, clientId, profileId],
    ),
  );
  return rows[0] as SendContext;
}

export type NewMessage = {
  siteId: number;
  /** The pair in stored order (member_a < member_b). */
  a: number;
  b: number;
  senderId: number;
  recipientId: number;
  clientId: string;
  kind: MessageKind;
  body: string | null;
  gift: GiftKey | null;
  imageId: number | null;
  /** Charged through the ledger as 'message:<id>'; 0 books nothing. */
  credits: number;
  now: Date;
};

/**
 * Every write of a send in one statement: the conversation created or its row locked with the next seq taken
 * (a second send into it waits here, so seqs have no gaps or repeats), the message, the ledger entry and the
 * balance (only if the entry is new), both members' rows (the sender has read their own message), and the live
 * event on `channel`, delivered to every instance when the transaction commits; a message whose event would be
 * longer than `payloadLimit` bytes travels as a reference and is read back.
 */
export async function insertSentMessage(
  sql: Sql,
  message: NewMessage,
  event: { channel: string; payloadLimit: number },
): Promise<MessageRow> {
  const { rows } = await sql.query<MessageRow>(
    prepared(
      'chat-insert-sent-message',
      `WITH conversation AS (
         INSERT INTO conversations (site_id, member_a, member_b, last_seq, last_message_at) VALUES ($1, $2, $3, 1, $4)
         ON CONFLICT (member_a, member_b)
           DO UPDATE SET last_seq = conversations.last_seq + 1, last_message_at = EXCLUDED.last_message_at
         RETURNING id, last_seq),
       message AS (
         INSERT INTO messages AS m (conversation_id, seq, sender_id, client_id, kind, body, gift, credits, created_at,
           image_id)
         SELECT c.id, c.last_seq, $5, $6, $7, $8, $9, $10, $4, $11 FROM conversation c
         RETURNING ${MESSAGE_COLUMNS}),
       charge AS (
         INSERT INTO credit_ledger (user_id, amount, reason, reference, created_at)
         SELECT $5, -$10::int, 'message', 'message:' || message.id, $4 FROM message WHERE $10::int > 0
         ON CONFLICT (user_id, reason, reference) DO NOTHING
         RETURNING user_id, amount),
       balance AS (
         UPDATE users u SET credits = u.credits + charge.amount FROM charge WHERE u.id = charge.user_id),
       members AS (
         INSERT INTO conversation_members (conversation_id, member_id, last_read_seq, last_delivered_seq)
         SELECT c.id, v.member_id, v.seq, v.seq
         FROM conversation c CROSS JOIN LATERAL (VALUES ($5::bigint, c.last_seq), ($12::bigint, 0)) v (member_id, seq)
         ON CONFLICT (conversation_id, member_id) DO UPDATE SET
           last_read_seq = greatest(conversation_members.last_read_seq, EXCLUDED.last_read_seq),
           last_delivered_seq = greatest(conversation_members.last_delivered_seq, EXCLUDED.last_delivered_seq))
       SELECT message.*, pg_notify($13,
         CASE WHEN octet_length(event.whole) <= $14 THEN event.whole ELSE event.ref END)
       FROM message, LATERAL (SELECT
         json_build_object('type', 'message', 'members', json_build_array($5::bigint, $12::bigint),
           'message', row_to_json(message))::text AS whole,
         json_build_object('type', 'message', 'members', json_build_array($5::bigint, $12::bigint),
           'ref', json_build_object('conversation', message.conversation_id, 'seq', message.seq))::text AS ref) event`,
      [
        message.siteId,
        message.a,
        message.b,
        message.now,
        message.senderId,
        message.clientId,
        message.kind,
        message.body,
        message.gift,
        message.credits,
        message.imageId,
        message.recipientId,
        event.channel,
        event.payloadLimit,
      ],
    ),
  );
  const { pg_notify: _, ...row } = rows[0] as MessageRow & { pg_notify: string };
  return row;
}
