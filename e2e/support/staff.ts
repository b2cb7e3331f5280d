import type { StaffRole } from '@community/contract';
import type { Browser, BrowserContext } from '@playwright/test';
import pg from 'pg';
import { type Member, personContext, signUpMember } from './members.ts';

/**
 * The servers' database (run.mjs passes its address), for the one thing a journey cannot do through the site:
 * making a member staff, which in production is the `npm run staff` command's job (docs/operations.md).
 */
async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the journeys with e2e/run.mjs');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

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
