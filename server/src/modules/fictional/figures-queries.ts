import type { Sql } from '../../platform/sql.ts';

/** The inbox's figures for the dashboard (decision 0058); see inboxFigures in index.ts. */
export type InboxFigures = {
  open: number;
  oldest_at: Date | null;
  answered: number;
  median_answer_seconds: number | null;
  p90_answer_seconds: number | null;
};

/**
 * Over the conversations of the site's fictional profiles: a member's message that follows a fictional one (or
 * opens the conversation) starts a wait; the fictional profile's next message answers it. Open: conversations
 * whose last message is the member's, the oldest of them waiting since `oldest_at`. Answered: answers written
 * since `since`, with the median and 90th percentile of their waits in seconds.
 */
export async function queryInboxFigures(sql: Sql, siteId: number, since: Date): Promise<InboxFigures> {
  const { rows } = await sql.query<InboxFigures>(
    `WITH fc AS (
       SELECT c.id, f.id AS fictional_id, c.last_seq
       FROM profiles f JOIN conversations c ON c.member_a = f.id OR c.member_b = f.id
       WHERE f.site_id = $1 AND f.fictional AND c.last_seq > 0),
     msgs AS (
       SELECT m.conversation_id, m.seq, m.created_at, m.sender_id = fc.fictional_id AS from_fictional,
         lag(m.sender_id = fc.fictional_id) OVER (PARTITION BY m.conversation_id ORDER BY m.seq) AS after_fictional,
         fc.last_seq
       FROM messages m JOIN fc ON fc.id = m.conversation_id),
     waits AS (
       SELECT conversation_id, seq, created_at FROM msgs
       WHERE NOT from_fictional AND (after_fictional IS NULL OR after_fictional)),
     answers AS (
       SELECT a.created_at AS answered_at,
         (SELECT w.created_at FROM waits w WHERE w.conversation_id = a.conversation_id AND w.seq < a.seq
           ORDER BY w.seq DESC LIMIT 1) AS asked_at
       FROM msgs a WHERE a.from_fictional AND a.after_fictional = false AND a.created_at >= $2),
     open AS (
       SELECT (SELECT w.created_at FROM waits w WHERE w.conversation_id = m.conversation_id
           ORDER BY w.seq DESC LIMIT 1) AS since
       FROM msgs m WHERE m.seq = m.last_seq AND NOT m.from_fictional)
     SELECT (SELECT count(*)::int FROM open) AS open,
       (SELECT min(since) FROM open) AS oldest_at,
       count(*)::int AS answered,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - asked_at)) AS median_answer_seconds,
       percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - asked_at)) AS p90_answer_seconds
     FROM answers`,
    [siteId, since],
  );
  const row = rows[0] as InboxFigures;
  return {
    open: row.open,
    oldest_at: row.oldest_at,
    answered: row.answered,
    median_answer_seconds: row.median_answer_seconds === null ? null : Number(row.median_answer_seconds),
    p90_answer_seconds: row.p90_answer_seconds === null ? null : Number(row.p90_answer_seconds),
  };
}
