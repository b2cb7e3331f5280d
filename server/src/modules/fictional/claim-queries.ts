import type { Sql } from '../../platform/sql.ts';

/*
 * A moderator's claim on an inbox conversation (decision 0058, migration 0026): one row per conversation, taken or
 * renewed only by its holder or once it expired, so two moderators never hold it at once.
 */

export type Claim = { staff_id: number; staff_name: string; claimed_at: Date; expires_at: Date };

/**
 * Takes the claim for `staffId` or renews theirs, until `expiresAt`. Answers the claim and whether it was newly
 * taken (`taken`: it was free or expired), or `held` by another moderator, whose claim stands.
 */
export async function takeClaim(
  tx: Sql,
  conversationId: number,
  staffId: number,
  now: Date,
  expiresAt: Date,
): Promise<{ taken: boolean; claim: Claim } | { held: Claim }> {
  const { rows } = await tx.query<Claim & { taken: boolean }>(
    // \`before\` reads the row as the statement's snapshot has it (no locking clause: that would skip the row the
    // upsert below changes in this same statement); the upsert itself waits for a concurrent claim.
    `WITH before AS (SELECT staff_id, expires_at FROM fictional_claims WHERE conversation_id = $1),
     claim AS (
       INSERT INTO fictional_claims AS cl (conversation_id, staff_id, claimed_at, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (conversation_id) DO UPDATE SET staff_id = EXCLUDED.staff_id,
         claimed_at = CASE WHEN cl.staff_id = EXCLUDED.staff_id AND cl.expires_at > $3
           THEN cl.claimed_at ELSE EXCLUDED.claimed_at END,
         expires_at = EXCLUDED.expires_at
       WHERE cl.staff_id = EXCLUDED.staff_id OR cl.expires_at <= $3
       RETURNING cl.staff_id, cl.claimed_at, cl.expires_at)
     SELECT claim.staff_id::int AS staff_id, p.name AS staff_name, claim.claimed_at, claim.expires_at,
       NOT EXISTS (SELECT 1 FROM before b WHERE b.staff_id = $2 AND b.expires_at > $3) AS taken
     FROM claim JOIN profiles p ON p.id = claim.staff_id`,
    [conversationId, staffId, now, expiresAt],
  );
  const row = rows[0];
  if (row) {
    const { taken, ...claim } = row;
    return { taken, claim };
  }
  const held = await currentClaim(tx, conversationId, now);
  if (!held) throw new Error('claim neither taken nor held');
  return { held };
}

/** The claim that stands now, if any. */
export async function currentClaim(sql: Sql, conversationId: number, now: Date): Promise<Claim | undefined> {
  const { rows } = await sql.query<Claim>(
    `SELECT cl.staff_id::int AS staff_id, p.name AS staff_name, cl.claimed_at, cl.expires_at
     FROM fictional_claims cl JOIN profiles p ON p.id = cl.staff_id
     WHERE cl.conversation_id = $1 AND cl.expires_at > $2`,
    [conversationId, now],
  );
  return rows[0];
}

/** Gives the claim up (after the answer): only the holder's. */
export async function releaseClaim(tx: Sql, conversationId: number, staffId: number): Promise<void> {
  await tx.query('DELETE FROM fictional_claims WHERE conversation_id = $1 AND staff_id = $2', [
    conversationId,
    staffId,
  ]);
}
