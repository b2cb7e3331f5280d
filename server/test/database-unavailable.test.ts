import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connectDatabase } from '../src/db/database.ts';
import { openGeoIp } from '../src/modules/geo/geoip.ts';
import { systemClock } from '../src/platform/clock.ts';
import { isDatabaseUnavailable } from '../src/platform/database-unavailable.ts';
import { createMailer } from '../src/platform/mailer.ts';
import { createMember } from './support/members.ts';
import { createTestApp, testConfig } from './support/test-app.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

/** Real errors of a database that is gone, and of queries that are simply wrong (issue 19). */
describe('a lost database connection', async () => {
  const { app, db } = await createTestApp();
  const unreachable = new URL(db.$client.options.connectionString ?? '');
  unreachable.port = '1';

  it('is told apart from a wrong query: refused, terminated, and through the query builder', async () => {
    const refused = connectDatabase(unreachable.toString());
    expect(isDatabaseUnavailable(await failure(refused.$client.query('SELECT 1')))).toBe(true);
    expect(isDatabaseUnavailable(await failure(sql`SELECT 1`.execute(refused)))).toBe(true);
    await refused.$client.end();

    // The server ends the connection under a running query (a restart does this: 57P01).
    const client = new pg.Client({ connectionString: db.$client.options.connectionString });
    client.on('error', () => {});
    await client.connect();
    const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
    const sleeping = failure(client.query('SELECT pg_sleep(10)'));
    await db.$client.query('SELECT pg_terminate_backend($1)', [pid]);
    expect(isDatabaseUnavailable(await sleeping)).toBe(true);
    await client.end().catch(() => {});

    expect(isDatabaseUnavailable(await failure(db.$client.query('SELEC 1')))).toBe(false);
    expect(isDatabaseUnavailable(await failure(db.$client.query('SELECT 1/0')))).toBe(false);
    expect(isDatabaseUnavailable(await failure(sql`SELECT * FROM no_such_table`.execute(db)))).toBe(false);
  });

  it('answers 503 service_unavailable with Retry-After, not 500', async () => {
    const member = await createMember(app);
    const gone = connectDatabase(unreachable.toString());
    const config = testConfig();
    const mailer = createMailer(config, { info: () => {} });
    const broken = await buildApp({ config, db: gone, geoip: await openGeoIp(), clock: systemClock, mailer });
    for (const url of ['/api/chats.php', '/api/user.php', '/api/photos.php']) {
      const response = await broken.inject({ url, headers: { cookie: member.cookie } });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ error: 'service_unavailable' });
    }
    await broken.close();
    await gone.$client.end();
    mailer.close();
  });
});
