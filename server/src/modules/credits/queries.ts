import { prepared, type Sql } from '../../platform/sql.ts';

/** Books credits in the ledger and on the user row in the caller's transaction; once per reference. */
export async function bookCredits(
  sql: Sql,
  entry: { userId: number; amount: number; reason: string; reference: string; now: Date },
): Promise<boolean> {
  // The database function book_credits (server/src/db/functions/book_credits.sql), which chat_send calls too.
  const { rows } = await sql.query<{ booked: boolean }>(
    prepared('book-credits', 'SELECT book_credits($1, $2, $3, $4, $5) AS booked', [
      entry.userId,
      entry.amount,
      entry.reason,
      entry.reference,
      entry.now,
    ]),
  );
  return rows[0]?.booked === true;
}

/** The member's ledger entries, oldest first, for their data export. */
export async function findLedgerEntries(sql: Sql, memberId: number) {
  const { rows } = await sql.query(
    'SELECT amount, reason, reference, created_at FROM credit_ledger WHERE user_id = $1 ORDER BY id',
    [memberId],
  );
  return rows;
}
