import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/**
 * Blocks or unblocks a member for direct debit (SPEC §8 direct_debit_blocked), as staff decide (decision 0056). A
 * chargeback sets the same flag. Answers the flag before the change, or undefined for an unknown member.
 */
export async function setDirectDebitBlocked(
  sql: Sql,
  userId: number,
  blocked: boolean,
  now: Date,
): Promise<boolean | undefined> {
  const row = await typed(sql)
    .selectFrom('users')
    .select('direct_debit_blocked')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.direct_debit_blocked !== blocked) {
    await typed(sql)
      .updateTable('users')
      .set({ direct_debit_blocked: blocked, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }
  return row.direct_debit_blocked;
}
