import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
// Any constant shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the committed SQL migrations in name order, each in its own transaction, exactly once. `only`: just
 * these (a restore brings the schema to the one its backup was made with; the next start applies the rest).
 */
export async function migrate(pool: pg.Pool, options: { only?: readonly string[] } = {}): Promise<string[]> {
  const all = fs
    .readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const unknown = options.only?.filter((file) => !all.includes(file)) ?? [];
  if (unknown.length) throw new Error(`Unknown migrations (made by a newer version?): ${unknown.join(', ')}`);
  const files = options.only ? all.filter((file) => options.only?.includes(file)) : all;
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
        applied.push(file);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return applied;
}
