import { describe, expect, it } from 'vitest';
import { memberDataHooks } from '../src/member-data-hooks.ts';
import {
  PURGE_DELETED_ACCOUNTS_SCHEDULE,
  purgeDeletedAccountsJob,
} from '../src/modules/accounts/purge-job.ts';
import { openGeoIp } from '../src/modules/geo/geoip.ts';
import { systemClock } from '../src/platform/clock.ts';
import { startJobQueue } from '../src/platform/job-queue.ts';
import { scheduledJobs } from '../src/platform/jobs.ts';
import { createMailer } from '../src/platform/mailer.ts';
import {
  PURGE_RATE_LIMITS_SCHEDULE,
  purgeExpiredRateLimits,
  purgeRateLimitsJob,
} from '../src/platform/rate-limits.ts';
import { createTestDatabase, testConfig } from './support/test-app.ts';

describe('scheduled jobs', () => {
  it('schedules the hourly purge of deleted accounts in the database, where it survives restarts', async () => {
    const { db } = await createTestDatabase();
    const config = testConfig();
    const deps = {
      config,
      db,
      geoip: await openGeoIp(),
      clock: systemClock,
      mailer: createMailer(config, { info: () => {} }),
    };
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const start = () =>
      startJobQueue(db.$client, log, [
        scheduledJobs([
          purgeDeletedAccountsJob(deps, memberDataHooks(deps), log),
          purgeRateLimitsJob(db.$client, deps.clock, log),
        ]),
      ]);
    const jobs = await start();
    await jobs.stop();
    // A second start (a restart, or a second instance) finds the same single schedule.
    const again = await start();
    await again.stop();
    const { rows } = await db.$client.query('SELECT name, cron FROM pgboss.schedule ORDER BY name');
    expect(rows).toEqual([
      { name: PURGE_DELETED_ACCOUNTS_SCHEDULE.name, cron: PURGE_DELETED_ACCOUNTS_SCHEDULE.cron },
      { name: PURGE_RATE_LIMITS_SCHEDULE.name, cron: PURGE_RATE_LIMITS_SCHEDULE.cron },
    ]);
  }, 30_000);

  it('instances starting together on a new database all start their job queues (no deadlock in create_queue)', async () => {
    const { db } = await createTestDatabase();
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const jobs = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({
      name: `together-${name}`,
      cron: '0 * * * *',
      run: async () => {},
    }));
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => startJobQueue(db.$client, log, [scheduledJobs(jobs)])),
    );
    for (const each of started) if (each.status === 'fulfilled') await each.value.stop();
    expect(started.map((each) => (each.status === 'fulfilled' ? 'started' : String(each.reason)))).toEqual([
      'started',
      'started',
      'started',
    ]);
    const { rows } = await db.$client.query('SELECT count(*)::int AS schedules FROM pgboss.schedule');
    expect(rows[0]).toEqual({ schedules: jobs.length });
  }, 60_000);

  it('the rate-limit purge deletes counters whose window has ended, and keeps running ones', async () => {
    const { db } = await createTestDatabase();
    const now = new Date();
    await db.$client.query(
      `INSERT INTO rate_limits (key, hits, window_ends) VALUES
         ('profile-reads-ip:10.0.0.1', 12, $1), ('login-fail:1:a@example.nl', 3, $2)`,
      [new Date(now.getTime() - 1000), new Date(now.getTime() + 60_000)],
    );
    expect(await purgeExpiredRateLimits(db.$client, () => now)).toBe(1);
    const { rows } = await db.$client.query('SELECT key FROM rate_limits');
    expect(rows).toEqual([{ key: 'login-fail:1:a@example.nl' }]);
  });
});
