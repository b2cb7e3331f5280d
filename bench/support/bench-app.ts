import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.ts';
import { seedDefaults } from '../../server/src/cli/seed-defaults.ts';
import { loadConfig } from '../../server/src/config.ts';
import { connectDatabase, type Database } from '../../server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { openGeoIp } from '../../server/src/modules/geo/geoip.ts';
import { systemClock } from '../../server/src/platform/clock.ts';
import { createMailer } from '../../server/src/platform/mailer.ts';

/** The application over an embedded PostgreSQL in a temporary folder; `run` gets it and cleans up after. */
export async function withBenchApp(
  run: (app: FastifyInstance, db: Database) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-bench-'));
  // The embedded PostgreSQL runs as the postgres user when started as root.
  fs.chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({
    databaseDir: path.join(dataDir, 'postgres'),
    database: 'bench',
    log: () => {},
  });
  const db = connectDatabase(embedded.url);
  try {
    await migrate(db.$client);
    await seedDefaults(db, 'localhost');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const mailer = createMailer(config, { info: () => {} });
    const app = await buildApp({ config, db, geoip: await openGeoIp(), clock: systemClock, mailer });
    try {
      await run(app, db);
    } finally {
      await app.close();
      mailer.close();
    }
  } finally {
    await db.$client.end();
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs a member up; answers the session cookie. */
export async function benchMember(app: FastifyInstance, email: string): Promise<string> {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email,
      name: 'Bench',
      password: 'zomer-aan-zee-2026',
      date_of_birth: '1990-01-01',
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
    },
  });
  if (signup.statusCode !== 201) throw new Error(signup.body);
  const cookie = signup.cookies.find((c) => c.name === 'auth.session');
  return `auth.session=${cookie?.value}`;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
};
export const ms = (value: number) => `${value.toFixed(2)} ms`;
