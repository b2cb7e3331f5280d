import type { StaffRole } from '@community/contract';
import type { Sql } from '../../src/platform/sql.ts';

/**
 * Makes a member staff with a confirmed second factor on every session they hold now, as if each had entered
 * its authenticator code (the enrolment and the code itself are tested in server/test/staff/).
 */
export async function makeConfirmedStaff(
  sql: Sql,
  userId: number,
  role: StaffRole = 'moderator',
): Promise<void> {
  await sql.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
  await sql.query('UPDATE sessions SET staff_verified_at = now(), last_seen_at = now() WHERE user_id = $1', [
    userId,
  ]);
}
