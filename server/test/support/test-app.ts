import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { connectDatabase, type Database } from '../../src/db/database.ts';
import { openGeoIp } from '../../src/modules/geo/geoip.ts';
import type { PushQueueOptions } from '../../src/modules/push/index.ts';
import type { PostbackOptions } from '../../src/modules/traffic/index.ts';
import { type Clock, systemClock } from '../../src/platform/clock.ts';
import type { MailQueueOptions } from '../../src/platform/mail-queue.ts';
import { createMailer } from '../../src/platform/mailer.ts';

export const TEST_WEB_DIST = path.join(import.meta.dirname, 'web-dist');

/**
 * A fresh, migrated and seeded database for one test file, copied from the run's template (global-setup.ts);
 * dropped when the file ends.
 */
export async function createTestDatabase(): Promise<{ db: Database; url: string }> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('databaseTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connectDatabase(url.toString(), { max: 4 });
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: TEST_WEB_DIST,
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: 'http://localhost',
    ...overrides,
  });
}

/** A clock tests can move: `clock.advance(days)`. */
export function testClock(
  start = new Date(),
): Clock & { set: (date: Date) => void; advanceDays: (days: number) => void } {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, {
    set: (date: Date) => {
      now = date;
    },
    advanceDays: (days: number) => {
      now = new Date(now.getTime() + days * 86_400_000);
    },
  });
}

/** The application over a fresh database, driven with `app.inject` (no port). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: {
    clock?: Clock;
    mailQueue?: MailQueueOptions;
    pushQueue?: PushQueueOptions;
    postbacks?: PostbackOptions;
  } = {},
): Promise<{ app: FastifyInstance; db: Database; config: Config }> {
  const { db } = await createTestDatabase();
  const config = testConfig(overrides);
  const mailer = createMailer(config, { info: () => {} });
  const clock = options.clock ?? systemClock;
  const app = await buildApp({
    config,
    db,
    geoip: await openGeoIp(),
    clock,
    mailer,
    mailQueue: options.mailQueue,
    pushQueue: options.pushQueue,
    postbacks: options.postbacks,
  });
  afterAll(async () => {
    await app.close();
    mailer.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  return { app, db, config };
}

/**
 * Another server instance over the same database (its own pool and data folder), listening on a loopback port,
 * as a second `npm start` with DATABASE_URL would run. `stop` closes it like a shutdown (or a crash, for the test).
 */
export async function startTestInstance(
  url: string,
  overrides: Record<string, string> = {},
  options: { mailQueue?: MailQueueOptions } = {},
): Promise<{ app: FastifyInstance; db: Database; baseUrl: string; stop: () => Promise<void> }> {
  const db = connectDatabase(url, { max: 4 });
  const config = testConfig(overrides);
  const mailer = createMailer(config, { info: () => {} });
  const app = await buildApp({
    config,
    db,
    geoip: await openGeoIp(),
    clock: systemClock,
    mailer,
    mailQueue: options.mailQueue,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
    await db.$client.end();
    mailer.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  };
  afterAll(stop);
  return { app, db, baseUrl, stop };
}
