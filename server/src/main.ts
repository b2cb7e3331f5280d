import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { demoLoginLines, seedDemoOnFirstStart } from './cli/demo/first-start.ts';
import { seedDefaults } from './cli/seed-defaults.ts';
import { loadConfig, sandboxRefusal } from './config.ts';
import { connectConfigured, connectDatabase } from './db/database.ts';
import type { EmbeddedDatabase } from './db/embedded-postgres.ts';
import { loadEmbeddedPostgres } from './db/load-embedded-postgres.ts';
import { migrate } from './db/migrate.ts';
import { memberDataHooks } from './member-data-hooks.ts';
import { purgeDeletedAccountsJob } from './modules/accounts/purge-job.ts';
import { warmGeocoder } from './modules/geo/geocode.ts';
import { openGeoIp } from './modules/geo/geoip.ts';
import { unreadRemindersJob } from './modules/notifications/index.ts';
import { messageCostClaimWarning } from './modules/payments/message-cost-claims.ts';
import { configuredPaymentProvider } from './modules/payments/providers/configured-provider.ts';
import { reconcilePaymentsJob } from './modules/payments/reconcile-job.ts';
import { purgePageBouncesJob } from './modules/traffic/index.ts';
import { systemClock } from './platform/clock.ts';
import { photoStorageFor } from './platform/configured-photo-storage.ts';
import { acquireInstanceLock, InstanceLockedError } from './platform/instance-lock.ts';
import { createMailer } from './platform/mailer.ts';
import { sweepStrayPhotoFilesJob } from './platform/pending-photo-files.ts';
import { purgeRateLimitsJob } from './platform/rate-limits.ts';

/**
 * `npm start` (the laptop command) passes it: with no payment provider configured and NODE_ENV not set, the
 * sandbox is taken (with a warning in the log); an explicit NODE_ENV=production still refuses (sandboxRefusal).
 */
const SANDBOX_UNLESS_CONFIGURED_FLAG = '--sandbox-unless-configured';

/** config -> database (embedded or DATABASE_URL) -> migrate -> seed -> listen; stops everything on a signal. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  // Thrown before anything starts, as loadConfig's own refusals are.
  const refusal = sandboxRefusal(config, process.argv.includes(SANDBOX_UNLESS_CONFIGURED_FLAG));
  if (refusal) throw new Error(refusal);
  // One log for the start and the requests, written without blocking the request that logs (decision 0078): a
  // line waits at most for the write before it; pino writes what is left when the process exits.
  const logDestination = pino.destination({ sync: false });
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : config.logLevel }, logDestination);
  let embedded: EmbeddedDatabase | undefined;
  let lock: { release: () => void } | undefined;
  const cleanups: Array<() => Promise<void> | void> = [];

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'stopping after an error');
    else log.info(`${signal ?? 'stop'} received, stopping`);
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      lock = acquireInstanceLock(config.dataDir);
      cleanups.push(() => lock?.release());
      const { startEmbeddedPostgres } = await loadEmbeddedPostgres();
      embedded = await startEmbeddedPostgres({
        databaseDir: path.join(config.dataDir, 'postgres'),
        database: 'community',
        log: (message) => log.debug({ component: 'postgres' }, message),
      });
      cleanups.push(async () => {
        await embedded?.stop();
        log.info('embedded PostgreSQL stopped');
      });
      databaseUrl = embedded.url;
    }
    // Search reads from the replica when there is one (decision 0073); its lag is the replica's, not ours. Behind
    // PgBouncer in transaction mode the statements go unnamed and LISTEN goes direct (decision 0076).
    const { db, readDb } = connectConfigured(config, databaseUrl);
    cleanups.push(() => db.$client.end());
    if (readDb) cleanups.push(() => readDb.$client.end());
    // The migrations and the first start's seed hold session advisory locks (one instance at a time) and set
    // work_mem: on PostgreSQL itself, never through a transaction pooler, which would leave them on a server
    // connection (and the next start waiting for that lock).
    const startDb =
      config.databasePoolMode === 'transaction' && config.databaseDirectUrl
        ? connectDatabase(config.databaseDirectUrl, { max: 3 })
        : db;
    let demo: Awaited<ReturnType<typeof seedDemoOnFirstStart>>;
    try {
      const applied = await migrate(startDb.$client);
      if (applied.length) log.info({ applied }, 'migrations applied');
      for (const claim of await seedDefaults(startDb, config.defaultSiteDomain)) {
        const { domain, country, claimed, cheapest } = claim;
        log.warn({ site: domain, country, claimed, cheapest }, messageCostClaimWarning(claim));
      }
      demo = await seedDemoOnFirstStart(startDb.$client, {
        photoStorage: photoStorageFor(config),
        profiles: config.demoProfiles,
      });
    } finally {
      if (startDb !== db) await startDb.$client.end();
    }
    if (demo) {
      log.info(
        `demo community: ${demo.inserted} profiles on ${demo.site.domain} in ${demo.seconds.toFixed(1)} s`,
      );
      for (const line of demoLoginLines(demo.logins)) log.info(line);
    }

    const mailer = createMailer(config, log);
    cleanups.push(() => mailer.close());
    const appParts = { config, db, readDb, geoip: await openGeoIp(), clock: systemClock, mailer };
    // One payment provider for the HTTP app and the reconciliation job.
    const paymentProvider = configuredPaymentProvider(appParts, log);
    cleanups.push(() => paymentProvider.stop?.());
    const deps = { ...appParts, paymentProvider };
    // Run on the app's job queue, which starts and stops with the app.
    const scheduledJobs = [
      purgeDeletedAccountsJob(deps, memberDataHooks(deps), log),
      purgeRateLimitsJob(db.$client, systemClock, log),
      reconcilePaymentsJob({ config, db, clock: systemClock, provider: paymentProvider, log }),
      unreadRemindersJob(deps, log),
      purgePageBouncesJob(db.$client, systemClock, log),
      sweepStrayPhotoFilesJob({ sql: db.$client, storage: photoStorageFor(config), clock: systemClock }, log),
    ];
    const app = await buildApp({ ...deps, scheduledJobs, logDestination });
    cleanups.push(() => app.close());
    const address = await app.listen({ port: config.port, host: config.host });
    log.info({ address }, `ready on ${address} in ${Math.round(performance.now() - startedAt)} ms`);
    warmGeocoder();
  } catch (error) {
    if (error instanceof InstanceLockedError) {
      log.fatal(error.message);
    } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      log.fatal(`Port ${config.port} is already in use: stop the other server or set PORT.`);
    } else {
      log.fatal({ err: error }, 'start failed');
    }
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
    process.exit(1);
  }
}

try {
  await main();
} catch (error) {
  // A refused configuration is the operator's to fix: the message says how, a stack trace would only hide it.
  if (!(error instanceof Error && error.message.startsWith('Invalid configuration'))) throw error;
  console.error(error.message);
  process.exit(1);
}
