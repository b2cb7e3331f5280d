import path from 'node:path';
import type { Config } from '../config.ts';
import { connectDatabase, type Database } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';
import { messageCostClaimWarning } from '../modules/payments/index.ts';
import { acquireInstanceLock } from '../platform/instance-lock.ts';
import { seedDefaults } from './seed-defaults.ts';

/**
 * Opens the database like `npm start` does (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR, which
 * needs the data folder's lock, so not while a server runs on it), migrated and with the default site. Behind a
 * transaction pooler, PostgreSQL itself (DATABASE_DIRECT_URL): the migrations hold a session's lock.
 * `cleanups` receives what the caller must run at the end, in reverse order.
 */
export async function openCliDatabase(config: Config, cleanups: Array<() => unknown>): Promise<Database> {
  const databaseUrl = config.databaseDirectUrl ?? (await startEmbeddedForCli(config, cleanups));
  const db = connectDatabase(databaseUrl, { max: 3 });
  cleanups.push(() => db.$client.end());
  await migrate(db.$client);
  for (const claim of await seedDefaults(db, config.defaultSiteDomain))
    console.warn(messageCostClaimWarning(claim));
  return db;
}

/** Starts the embedded PostgreSQL in DATA_DIR for a command, holding the data folder's lock; answers its URL. */
export async function startEmbeddedForCli(config: Config, cleanups: Array<() => unknown>): Promise<string> {
  const lock = acquireInstanceLock(config.dataDir);
  cleanups.push(() => lock.release());
  const embedded = await startEmbeddedPostgres({
    databaseDir: path.join(config.dataDir, 'postgres'),
    database: 'community',
    log: () => {},
  });
  cleanups.push(() => embedded.stop());
  return embedded.url;
}
