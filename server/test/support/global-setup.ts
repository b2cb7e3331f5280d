import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';

/**
 * One real PostgreSQL for the whole run: DATABASE_URL when given (CI with its own server), else an embedded
 * cluster in a temporary folder. Each test file then creates its own database on it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_ADMIN_URL) {
    project.provide('databaseAdminUrl', process.env.TEST_DATABASE_ADMIN_URL);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-test-db-'));
  fs.chmodSync(dir, 0o755);
  const embedded = await startEmbeddedPostgres({
    databaseDir: path.join(dir, 'postgres'),
    database: 'postgres',
    log: () => {},
  });
  project.provide('databaseAdminUrl', embedded.adminUrl);
  return async () => {
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}
