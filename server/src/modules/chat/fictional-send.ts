import type { ChatMessage } from '@community/contract';
import { AppError } from '../../platform/errors.ts';
import type { Sql } from '../../platform/sql.ts';
import { MESSAGE_EVENT } from './live-events.ts';
import { presentMessage } from './presenter.ts';
import { findMessageByClientId, type MessageRow } from './queries.ts';

/** A moderator's answer as a fictional profile (issue 23, decision 0058): what to store, and where. */
export type FictionalSend = {
  siteId: number;
  /** The fictional profile the answer is written as. */
  fictionalId: number;
  conversationId: number;
  clientId: string;
  body: string;
  now: Date;
};

/**
 * The member of the conversation of the site's fictional profile, the conversation's row locked; none when the
 * member may not be written to (chatTargetProblem's rule: listed, no block either way).
 */
async function lockFictionalConversation(tx: Sql, send: FictionalSend) {
  const { rows } = await tx.query<{ member_id: number }>(
    `SELECT m.id::int AS member_id
       FROM conversations c
       JOIN profiles f ON f.id = $2 AND f.fictional AND f.site_id = $3
       JOIN profiles m ON m.id = CASE WHEN c.member_a = $2 THEN c.member_b ELSE c.member_a END
      WHERE c.id = $1 AND c.site_id = $3 AND $2 IN (c.member_a, c.member_b) AND m.listed
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = f.id AND b.blocked_id = m.id)
          OR (b.blocker_id = m.id AND b.blocked_id = f.id))
      FOR NO KEY UPDATE OF c`,
    [send.conversationId, send.fictionalId, send.siteId],
  );
  return rows[0]?.member_id;
}

/**
 * Stores a message written as a fictional profile into its conversation with a member, inside the caller's
 * transaction: the next seq under the conversation's row lock, the message (free: a fictional profile pays
 * nothing, the member paid for theirs as always), both members' rows, the live event (NOTIFY, delivered when the
 * transaction commits, as chat_send's) and the message.sent event for the member's notifications. A client_id
 * stored before answers its message unchanged and stores nothing, so a retried answer is stored once.
 */
export async function sendAsFictional(
  tx: Sql,
  send: FictionalSend,
): Promise<{ message: ChatMessage; memberId: number; duplicate: boolean }> {
  const memberId = await lockFictionalConversation(tx, send);
  if (memberId === undefined) throw new AppError('not_found', 404);
  const stored = await findMessageByClientId(tx, send.fictionalId, send.clientId);
  if (stored) return { message: presentMessage(stored, send.fictionalId), memberId, duplicate: true };
  const { rows } = await tx.query<{ message: MessageRow }>(
    `WITH conversation AS (
       UPDATE conversations SET last_seq = last_seq + 1, last_message_at = $4 WHERE id = $1
       RETURNING id, last_seq),
     message AS (
       INSERT INTO messages AS m (conversation_id, seq, sender_id, client_id, kind, body, credits, created_at)
       SELECT c.id, c.last_seq, $2, $3, 'text', $5, 0, $4 FROM conversation c
       RETURNING m.id::int AS id, m.conversation_id::int AS conversation_id, m.seq::int AS seq,
         m.sender_id::int AS sender_id, m.client_id::text AS client_id, m.kind, m.body, m.gift,
         NULL::json AS image, m.created_at),
     members AS (
       INSERT INTO conversation_members (conversation_id, member_id, last_read_seq, last_delivered_seq)
       SELECT c.id, v.member_id, v.seq, v.seq
       FROM conversation c CROSS JOIN LATERAL (VALUES ($2::bigint, c.last_seq), ($6::bigint, 0::bigint)) v (member_id, seq)
       ON CONFLICT (conversation_id, member_id) DO UPDATE SET
         last_read_seq = greatest(conversation_members.last_read_seq, EXCLUDED.last_read_seq),
         last_delivered_seq = greatest(conversation_members.last_delivered_seq, EXCLUDED.last_delivered_seq))
     SELECT row_to_json(message) AS message,
       pg_notify($7, CASE WHEN octet_length(event.whole) <= $8 THEN event.whole ELSE event.ref END)
     FROM message,
       LATERAL (SELECT
         json_build_object('type', 'message', 'members', json_build_array($2::bigint, $6::bigint),
           'message', row_to_json(message))::text AS whole,
         json_build_object('type', 'message', 'members', json_build_array($2::bigint, $6::bigint),
           'ref', json_build_object('conversation', message.conversation_id, 'seq', message.seq))::text AS ref) event`,
    [
      send.conversationId,
      send.fictionalId,
      send.clientId,
      send.now,
      send.body,
      memberId,
      MESSAGE_EVENT.channel,
      MESSAGE_EVENT.payloadLimit,
    ],
  );
  const message = (rows[0] as { message: MessageRow }).message;
  await tx.query(`SELECT publish_domain_event('message.sent', $1::jsonb)`, [
    JSON.stringify({
      messageId: message.id,
      conversationId: message.conversation_id,
      senderId: send.fictionalId,
      recipientId: memberId,
      kind: 'text',
      first: message.seq === 1,
      sentAt: send.now.toISOString(),
    }),
  ]);
  return { message: presentMessage(message, send.fictionalId), memberId, duplicate: false };
}
