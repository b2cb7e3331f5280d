import PgBoss from 'pg-boss';
import type { AppDeps } from '../app.ts';
import { purgeDeletedAccounts } from '../modules/accounts/deletion-service.ts';
import { purgeExpiredRateLimits } from './rate-limits.ts';

type Log = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** Scheduled work, kept in PostgreSQL by pg-boss so it survives restarts and runs once across instances. */
export const JOBS = {
  /** Erases accounts deleted more than 14 days ago (docs/operations.md). */
  purgeDeletedAccounts: { name: 'purge-deleted-accounts', cron: '17 * * * *' },
  /** Deletes rate-limit counters whose window has ended: their keys hold IP addresses (decision 0028). */
  purgeRateLimits: { name: 'purge-rate-limits', cron: '47 * * * *' },
} as const;

export async function startJobs(
  deps: AppDeps,
  databaseUrl: string,
  log: Log,
): Promise<{ stop: () => Promise<void> }> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const { name, cron } = JOBS.purgeDeletedAccounts;
  await boss.createQueue(name);
  await boss.schedule(name, cron, {}, { tz: 'UTC' });
  await boss.work(name, async () => {
    const purged = await purgeDeletedAccounts(deps);
    if (purged > 0) log.info({ purged }, 'deleted accounts purged');
  });
  const rateLimits = JOBS.purgeRateLimits;
  await boss.createQueue(rateLimits.name);
  await boss.schedule(rateLimits.name, rateLimits.cron, {}, { tz: 'UTC' });
  await boss.work(rateLimits.name, async () => {
    const purged = await purgeExpiredRateLimits(deps.db.$client, deps.clock);
    if (purged > 0) log.info({ purged }, 'expired rate-limit counters purged');
  });
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
