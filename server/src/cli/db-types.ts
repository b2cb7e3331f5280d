import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';
import { generateTableTypes, TABLE_TYPES_FILE } from '../db/table-types.ts';

/**
 * `npm run db:types`: migrates a throw-away embedded PostgreSQL and writes server/src/db/tables.ts, the row
 * types every query is checked against (db-types.test.ts fails when the file is stale). Run it after a migration.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-db-types-'));
fs.chmodSync(dir, 0o755);
const embedded = await startEmbeddedPostgres({
  databaseDir: path.join(dir, 'postgres'),
  database: 'community',
  log: () => {},
});
try {
  const db = connectDatabase(embedded.url, { max: 1 });
  await migrate(db.$client);
  await db.$client.end();
  const text = await generateTableTypes(embedded.url);
  fs.writeFileSync(TABLE_TYPES_FILE, text);
  console.log(`server/src/db/tables.ts written (${text.length} bytes)`);
} finally {
  await embedded.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
