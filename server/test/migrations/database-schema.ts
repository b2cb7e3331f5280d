import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';

/** A new, empty database on the test cluster (no migrations); dropped when the test file ends. */
export async function createEmptyDatabase(): Promise<pg.Pool> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  afterAll(async () => {
    await pool.end();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return pool;
}

/**
 * Everything of the public schema a migration shapes, one sorted line each: columns (type, null, default; not
 * their position, which an added column cannot take), constraints, indexes, views, triggers, functions and
 * sequences. Two databases with the same lines have the same schema.
 */
export async function schemaOf(pool: pg.Pool): Promise<Record<string, string[]>> {
  const lines = async (sql: string) =>
    (await pool.query<{ line: string }>(sql)).rows.map((row) => row.line).sort();
  return {
    columns: await lines(
      `SELECT concat_ws(' ', table_name, column_name, udt_name, character_maximum_length, numeric_precision,
         numeric_scale, is_nullable, column_default, is_generated, generation_expression) AS line
       FROM information_schema.columns WHERE table_schema = 'public'`,
    ),
    constraints: await lines(
      `SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS line
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace`,
    ),
    indexes: await lines(`SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public'`),
    views: await lines(
      `SELECT viewname || ' ' || definition AS line FROM pg_views WHERE schemaname = 'public'`,
    ),
    triggers: await lines(
      `SELECT pg_get_triggerdef(t.oid) AS line FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal`,
    ),
    functions: await lines(
      `SELECT pg_get_functiondef(oid) AS line FROM pg_proc WHERE pronamespace = 'public'::regnamespace`,
    ),
    sequences: await lines(
      `SELECT concat_ws(' ', sequencename, data_type, start_value, increment_by) AS line
       FROM pg_sequences WHERE schemaname = 'public'`,
    ),
  };
}
