import type { StaffRole } from '@community/contract';
import { Secret, TOTP } from 'otpauth';
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

/** Gives a member a staff role and nothing else: no authenticator, no confirmed session (the sign-in's tests). */
export async function makeStaff(sql: Sql, userId: number, role: StaffRole = 'moderator'): Promise<void> {
  await sql.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
}

/** The authenticator app's code for a secret (as the enrolment answers it, grouped or not) at a time. */
export function authenticatorCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), timestamp: at.getTime() });
}
