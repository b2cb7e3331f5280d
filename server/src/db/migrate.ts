import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const functionsDir = path.join(import.meta.dirname, 'functions');
// Any constant shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 727_001;

type SqlFile = { name: string; sql: string; checksum: string };

/** SHA-256 of a SQL file's text; line endings do not count (a checkout with CRLF is the same file). */
export function checksumOf(sql: string): string {
  return crypto.createHash('sha256').update(sql.replaceAll('\r\n', '\n')).digest('hex');
}

function sqlFiles(dir: string): SqlFile[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name), 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    });
}

/** An applied migration whose file is not the text the database applied. */
export class ChangedMigrationError extends Error {
  constructor(readonly files: string[]) {
    super(
      `Migration${files.length > 1 ? 's' : ''} ${files.join(', ')} changed after this database applied ` +
        `${files.length > 1 ? 'them' : 'it'} (the file's SHA-256 is not the one recorded in schema_migrations). ` +
        'An applied migration is never edited: restore its committed text (git checkout -- <file>) and put the ' +
        'change in a new migration (server/src/db/migrations/NNNN_<what>.sql, the next number).',
    );
    this.name = 'ChangedMigrationError';
  }
}

async function inTransaction(client: pg.PoolClient, what: string, work: () => Promise<void>): Promise<void> {
  await client.query('BEGIN');
  try {
    await work();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`${what} failed: ${(error as Error).message}`);
  }
}

/**
 * Records the checksum of every applied migration that has none (applied before checksums were kept; migration
 * 0017 brings such a database to today's schema), and refuses to go on when an applied migration changed.
 */
async function checkApplied(client: pg.PoolClient, files: SqlFile[]): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string; checksum: string | null }>(
    'SELECT name, checksum FROM schema_migrations',
  );
  const recorded = new Map(rows.map((row) => [row.name, row.checksum]));
  const changed = files.filter((file) => {
    const checksum = recorded.get(file.name);
    return checksum != null && checksum !== file.checksum;
  });
  if (changed.length) throw new ChangedMigrationError(changed.map((file) => file.name));
  for (const file of files) {
    if (recorded.has(file.name) && recorded.get(file.name) == null)
      await client.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [
        file.name,
        file.checksum,
      ]);
  }
  return new Set(recorded.keys());
}

/**
 * The database functions of server/src/db/functions (CREATE OR REPLACE), applied after the migrations when
 * their file is new or changed since it was applied (`schema_functions` keeps each file's checksum).
 */
async function applyFunctions(client: pg.PoolClient, files: SqlFile[]): Promise<string[]> {
  await client.query(
    `CREATE TABLE IF NOT EXISTS schema_functions (name text PRIMARY KEY, checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const { rows } = await client.query<{ name: string; checksum: string }>(
    'SELECT name, checksum FROM schema_functions',
  );
  const recorded = new Map(rows.map((row) => [row.name, row.checksum]));
  const applied: string[] = [];
  for (const file of files) {
    if (recorded.get(file.name) === file.checksum) continue;
    await inTransaction(client, `Database function file functions/${file.name}`, async () => {
      await client.query(file.sql);
      await client.query(
        `INSERT INTO schema_functions (name, checksum) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
        [file.name, file.checksum],
      );
    });
    applied.push(`functions/${file.name}`);
  }
  return applied;
}

/**
 * Applies the committed SQL migrations in name order, each in its own transaction, exactly once, then the
 * database functions whose file is new or changed. Fails before applying anything when an applied migration's
 * file changed. `only`: just these migrations and no functions (a restore brings the schema to the one its
 * backup was made with; the next start applies the rest).
 */
export async function migrate(pool: pg.Pool, options: { only?: readonly string[] } = {}): Promise<string[]> {
  const all = sqlFiles(migrationsDir);
  const names = all.map((file) => file.name);
  const unknown = options.only?.filter((name) => !names.includes(name)) ?? [];
  if (unknown.length) throw new Error(`Unknown migrations (made by a newer version?): ${unknown.join(', ')}`);
  const files = options.only ? all.filter((file) => options.only?.includes(file.name)) : all;
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    await client.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
    const done = await checkApplied(client, all);
    for (const file of files) {
      if (done.has(file.name)) continue;
      await inTransaction(client, `Migration ${file.name}`, async () => {
        await client.query(file.sql);
        await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
          file.name,
          file.checksum,
        ]);
      });
      applied.push(file.name);
    }
    if (!options.only) applied.push(...(await applyFunctions(client, sqlFiles(functionsDir))));
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return applied;
}
