import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connectDatabase } from '../src/db/database.ts';
import { openGeoIp } from '../src/modules/geo/geoip.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createMailer } from '../src/platform/mailer.ts';
import { createTestApp, createTestDatabase, testConfig } from './support/test-app.ts';

describe('health', async () => {
  const { app } = await createTestApp();

  it('/healthz answers while the process runs', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ok while the database is reachable', async () => {
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 when the database is not reachable', async () => {
    const { url } = await createTestDatabase();
    const unreachable = new URL(url);
    unreachable.port = '1';
    const db = connectDatabase(unreachable.toString());
    const config = testConfig();
    const mailer = createMailer(config, { info: () => {} });
    const broken = await buildApp({ config, db, geoip: await openGeoIp(), clock: systemClock, mailer });
    const response = await broken.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    await broken.close();
    await db.$client.end();
  });
});
