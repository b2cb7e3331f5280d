import type { PostbackEvent } from '@community/contract';
import { sql as raw } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** A member's site, tracking and whether they are a real member (fictional profiles never convert). */
export async function findConvertingMember(sql: Sql, memberId: number) {
  const { rows } = await sql.query<{ site_id: number; tracking: Record<string, string>; fictional: boolean }>(
    `SELECT u.site_id, u.tracking, coalesce(p.fictional, false) AS fictional
     FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = $1`,
    [memberId],
  );
  return rows[0];
}

/** The site's postback for a network, matched without regard to case. */
export async function findPostback(sql: Sql, siteId: number, network: string) {
  return typed(sql)
    .selectFrom('site_postbacks')
    .select(['network', 'url_template', 'click_id_field'])
    .where('site_id', '=', siteId)
    .where('network', '=', network.toLowerCase())
    .executeTakeFirst();
}

/**
 * Whether `orderId` is the member's first paid order (the earliest paid, the lower id on a tie). The orders are
 * the payments module's table, read here as the dashboard reads them: one query, no rule of theirs.
 */
export async function isFirstPaidOrder(sql: Sql, memberId: number, orderId: number): Promise<boolean> {
  const { rows } = await sql.query<{ id: string }>(
    `SELECT id FROM orders WHERE user_id = $1 AND paid_at IS NOT NULL ORDER BY paid_at, id LIMIT 1`,
    [memberId],
  );
  return Number(rows[0]?.id) === orderId;
}

/** The conversion's row, created once per member and event. */
export async function ensureConversion(
  sql: Sql,
  row: { memberId: number; siteId: number; event: PostbackEvent; network: string },
): Promise<{ id: number; status: string }> {
  const { rows } = await sql.query<{ id: string; status: string }>(
    `WITH inserted AS (
       INSERT INTO postback_conversions (member_id, site_id, event, network) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, event) DO NOTHING RETURNING id, status)
     SELECT id, status FROM inserted
     UNION ALL SELECT id, status FROM postback_conversions WHERE member_id = $1 AND event = $3`,
    [row.memberId, row.siteId, row.event, row.network],
  );
  const found = rows[0] as { id: string; status: string };
  return { id: Number(found.id), status: found.status };
}

/** Takes the conversion for one sender until `until`: false when it is sent or another sender holds it. */
export async function claimConversion(sql: Sql, id: number, now: Date, until: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE postback_conversions SET status = 'sending', claimed_until = $3, tries = tries + 1
     WHERE id = $1 AND (status IN ('pending', 'failed') OR (status = 'sending' AND claimed_until < $2))`,
    [id, now, until],
  );
  return rowCount === 1;
}

/** What the network answered (or why there was no answer). */
export async function recordConversionTry(
  sql: Sql,
  id: number,
  result: { sent: boolean; status: number | null; error: string | null; at: Date },
): Promise<void> {
  await raw`
    UPDATE postback_conversions SET status = ${result.sent ? 'sent' : 'failed'}, claimed_until = NULL,
      last_status = ${result.status}, last_error = ${result.error}, sent_at = ${result.sent ? result.at : null}
    WHERE id = ${id}
  `.execute(typed(sql));
}
