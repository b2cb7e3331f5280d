import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Books credits for a member in the ledger, as a completed purchase would (payments are issue 7's screens):
 * the journey's database is the one run.mjs started, reached through E2E_DATABASE_URL.
 */
export async function grantCredits(memberId: number, amount: number): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set (run the journeys through e2e/run.mjs)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO credit_ledger (user_id, amount, reason, reference, created_at)
       VALUES ($1, $2, 'test', $3, now())`,
      [memberId, amount, crypto.randomUUID()],
    );
    await client.query('UPDATE users SET credits = credits + $2 WHERE id = $1', [memberId, amount]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}
