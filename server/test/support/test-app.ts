import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { connectDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDefaults } from '../../src/db/seed.ts';
import { openGeoIp } from '../../src/modules/geo/geoip.ts';

export const TEST_WEB_DIST = path.join(import.meta.dirname, 'web-dist');

/** A fresh, migrated and seeded database for one test file; dropped when the file ends. */
export async function createTestDatabase(): Promise<{ db: Database; url: string }> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connectDatabase(url.toString(), { max: 4 });
  await migrate(db.$client);
  await seedDefaults(db, 'localhost');
  afterAll(async () => {
    await db.$client.end();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return { db, url: url.toString() };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: TEST_WEB_DIST, ...overrides });
}

/** The application over a fresh database, driven with `app.inject` (no port). */
export async function createTestApp(
  overrides: Record<string, string> = {},
): Promise<{ app: FastifyInstance; db: Database }> {
  const { db } = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), db, geoip: await openGeoIp() });
  afterAll(() => app.close());
  return { app, db };
}
