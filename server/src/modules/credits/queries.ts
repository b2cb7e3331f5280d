import { sql as rawSql } from 'kysely';
import { runPrepared, typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** Books credits in the ledger and on the user row in the caller's transaction; once per reference. */
export async function bookCredits(
  sql: Sql,
  entry: { userId: number; amount: number; reason: string; reference: string; now: Date },
): Promise<boolean> {
  // The database function book_credits (server/src/db/functions/book_credits.sql), which chat_send calls too.
  const booked = rawSql<boolean>`book_credits(${entry.userId}, ${entry.amount}, ${entry.reason}, ${entry.reference}, ${entry.now})`;
  const rows = await runPrepared(sql, 'book-credits', typed(sql).selectNoFrom(booked.as('booked')));
  return rows[0]?.booked === true;
}

/** The member's ledger entries, oldest first, for their data export. */
export async function findLedgerEntries(sql: Sql, memberId: number) {
  return typed(sql)
    .selectFrom('credit_ledger')
    .select(['amount', 'reason', 'reference', 'created_at'])
    .where('user_id', '=', memberId)
    .orderBy('id')
    .execute();
}
