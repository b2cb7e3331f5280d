import { describe, expect, it } from 'vitest';
import {
  PURGE_DELETED_ACCOUNTS_SCHEDULE,
  purgeDeletedAccountsJob,
} from '../src/modules/accounts/purge-job.ts';
import { openGeoIp } from '../src/modules/geo/geoip.ts';
import { systemClock } from '../src/platform/clock.ts';
import { startJobs } from '../src/platform/jobs.ts';
import { createMailer } from '../src/platform/mailer.ts';
import { createTestDatabase, testConfig } from './support/test-app.ts';

describe('scheduled jobs', () => {
  it('schedules the hourly purge of deleted accounts in the database, where it survives restarts', async () => {
    const { db, url } = await createTestDatabase();
    const config = testConfig();
    const deps = {
      config,
      db,
      geoip: await openGeoIp(),
      clock: systemClock,
      mailer: createMailer(config, { info: () => {} }),
    };
    const log = { info: () => {}, error: () => {} };
    const jobs = await startJobs(url, log, [purgeDeletedAccountsJob(deps, log)]);
    await jobs.stop();
    // A second start (a restart, or a second instance) finds the same single schedule.
    const again = await startJobs(url, log, [purgeDeletedAccountsJob(deps, log)]);
    await again.stop();
    const { rows } = await db.$client.query('SELECT name, cron FROM pgboss.schedule');
    expect(rows).toEqual([
      { name: PURGE_DELETED_ACCOUNTS_SCHEDULE.name, cron: PURGE_DELETED_ACCOUNTS_SCHEDULE.cron },
    ]);
  }, 30_000);
});
