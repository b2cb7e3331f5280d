import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/**
 * Marks a profile as fictional (shown with the site's disclosure, SPEC §1) or not, as staff decide (decision
 * 0056). Answers the flag before the change, or undefined for a member without a profile.
 */
export async function setProfileFictional(
  sql: Sql,
  userId: number,
  fictional: boolean,
): Promise<boolean | undefined> {
  const row = await typed(sql)
    .selectFrom('profiles')
    .select('fictional')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.fictional !== fictional) {
    await typed(sql).updateTable('profiles').set({ fictional }).where('id', '=', userId).execute();
  }
  return row.fictional;
}
