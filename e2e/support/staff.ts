import type { StaffRole } from '@community/contract';
import type { Browser, BrowserContext } from '@playwright/test';
import { withDatabase } from './database.ts';
import { type Member, personContext, signUpMember } from './members.ts';

/**
 * A browser context signed in as a new staff member of `role` whose session has confirmed its second factor,
 * for journeys about the back office's work. The enrolment and the code themselves are the staff journey's part
 * (e2e/journeys/admin-staff.spec.ts), which goes through the authenticator step as a person would.
 */
export async function confirmedStaffContext(
  browser: Browser,
  role: StaffRole,
  name = role === 'administrator' ? 'Beheerder' : 'Moderator',
): Promise<{ context: BrowserContext; staff: Member }> {
  const context = await personContext(browser);
  const staff = await signUpMember(context, { name, gender: 'female' });
  await withDatabase(async (client) => {
    await client.query('UPDATE users SET role = $2 WHERE id = $1', [staff.id, role]);
    await client.query(
      'UPDATE sessions SET staff_verified_at = now(), last_seen_at = now() WHERE user_id = $1',
      [staff.id],
    );
  });
  return { context, staff };
}

/**
 * Gives a member a staff role and nothing more, as `npm run staff -- <address> --role …` does: no authenticator,
 * no confirmed session. The back office then asks them to enrol.
 */
export async function setStaffRole(memberId: number, role: StaffRole | 'member'): Promise<void> {
  await withDatabase((client) => client.query('UPDATE users SET role = $2 WHERE id = $1', [memberId, role]));
}

/** The actions in the audit log by one member of staff, oldest first, as an administrator's search lists them. */
export async function auditedActions(staffId: number): Promise<string[]> {
  return withDatabase(async (client) =>
    (
      await client.query<{ action: string }>(
        'SELECT action FROM staff_audit_log WHERE staff_id = $1 ORDER BY id',
        [staffId],
      )
    ).rows.map((row) => row.action),
  );
}
