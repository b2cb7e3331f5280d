import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { seedDefaults } from '../../src/cli/seed-defaults.ts';
import { connectDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openGeoIp } from '../../src/modules/geo/geoip.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { startCluster } from '../faults/fault-support.ts';
import { createActiveMember } from '../support/members.ts';
import { startStreamingReplica } from '../support/streaming-replica.ts';
import { testConfig } from '../support/test-app.ts';

/*
 * Decision 0073 (issue 26): with DATABASE_READ_URL, search reads from a streaming replica (PostgreSQL's own
 * replication, started here from a cluster of the test's own) and everything that must see its own write reads
 * the primary.
 */
describe('search from a streaming replica', { timeout: 120_000 }, async () => {
  const cluster = await startCluster();
  const db = connectDatabase(cluster.url, { max: 4 });
  await migrate(db.$client);
  await seedDefaults(db, 'localhost');
  const replica = await startStreamingReplica({
    dataDir: path.join(cluster.dir, 'postgres'),
    adminUrl: cluster.adminUrl,
    database: 'community',
  });
  const readDb = connectDatabase(replica.url, { max: 4 });
  const config = testConfig({ DATABASE_READ_URL: replica.url });
  const mailer = createMailer(config, { info: () => {} });
  const app = await buildApp({ config, db, readDb, geoip: await openGeoIp(), clock: systemClock, mailer });
  afterAll(async () => {
    await app.close();
    mailer.close();
    await readDb.$client.end();
    await replica.remove();
    await db.$client.end();
    await cluster.remove();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  const sql = db.$client;
  const siteId = (await sql.query<{ id: number }>('SELECT id FROM sites WHERE is_default')).rows[0]?.id;
  const country = 'QR';
  /** Listed women in the test's own made-up country, straight into the tables (as the demo seed does). */
  const addWomen = (count: number) =>
    sql.query(
      `WITH u AS (
         INSERT INTO users (site_id, email, email_normalized, status, language, date_of_birth, confirmed_at)
         SELECT $1, 'r-' || $2 || '-' || g || '@example.nl', 'r-' || $2 || '-' || g || '@example.nl',
           'active', 'nl', '1990-01-01', now()
         FROM generate_series(1, $3::int) g RETURNING id)
       INSERT INTO profiles (id, site_id, name, gender, sexuality, country, status)
       SELECT id, $1, 'Lid ' || id, 'female', 'hetero', $4, 'active' FROM u`,
      [siteId, Date.now(), count, country],
    );
  const searcher = await createActiveMember(app, db, { gender: 'male' });
  const found = async () => {
    const response = await app.inject({
      url: `/api/members.php?country=${country}`,
      headers: { cookie: searcher.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { count: number }).count;
  };

  it('search answers from the replica, which is really one: read only and fed by the primary', async () => {
    expect((await readDb.$client.query('SELECT pg_is_in_recovery() AS standby')).rows[0]).toEqual({
      standby: true,
    });
    await expect(readDb.$client.query('CREATE TABLE nothing (id int)')).rejects.toThrow(/read-only/);
    await addWomen(3);
    await replica.catchUp();
    expect(await found()).toBe(3);
  });

  it('while the replica holds still, search shows its state and the member’s own changes show at once', async () => {
    await replica.catchUp();
    const before = await found();
    await replica.pauseReplay();
    try {
      await addWomen(2);
      // Written on the primary, not yet applied on the replica: search does not see them yet.
      expect(await found()).toBe(before);
      // The member's own write is read back from the primary.
      const changed = await app.inject({
        method: 'PUT',
        url: '/api/user.php',
        payload: { language: 'de' },
        headers: { cookie: searcher.cookie },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const own = await app.inject({ url: '/api/user.php', headers: { cookie: searcher.cookie } });
      expect(own.json().user.language).toBe('de');
    } finally {
      await replica.resumeReplay();
    }
    await replica.catchUp();
    expect(await found()).toBe(before + 2);
  });
});
