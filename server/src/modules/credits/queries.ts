import { prepared, type Sql } from '../../platform/sql.ts';

/** Books credits in the ledger and on the user row in the caller's transaction; once per reference. */
export async function bookCredits(
  sql: Sql,
  entry: { userId: number; amount: number; reason: string; reference: string; now: Date },
): Promise<boolean> {
  const { rowCount } = await sql.query(
    prepared(
      'book-credits',
      `INSERT INTO credit_ledger (user_id, amount, reason, reference, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, reason, reference) DO NOTHING`,
      [entry.userId, entry.amount, entry.reason, entry.reference, entry.now],
    ),
  );
  if (!rowCount) return false;
  await sql.query(
    prepared('book-credits-balance', 'UPDATE users SET credits = credits + $2 WHERE id = $1', [
      entry.userId,
      entry.amount,
    ]),
  );
  return true;
}

/** The member's ledger entries, oldest first, for their data export. */
export async function findLedgerEntries(sql: Sql, memberId: number) {
  const { rows } = await sql.query(
    'SELECT amount, reason, reference, created_at FROM credit_ledger WHERE user_id = $1 ORDER BY id',
    [memberId],
  );
  return rows;
}
