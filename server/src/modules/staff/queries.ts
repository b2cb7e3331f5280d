import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** Whether the staff member has confirmed an authenticator (enrolment finished). */
export async function isEnrolled(sql: Sql, userId: number): Promise<boolean> {
  const row = await typed(sql)
    .selectFrom('staff_second_factors')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
