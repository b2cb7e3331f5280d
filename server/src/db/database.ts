import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './tables.ts';

/** The server's database: typed queries (Kysely over the generated tables.ts) and the pool under them. */
export type Database = Kysely<DB> & { $client: pg.Pool };

const INT8_OID = 20;

/**
 * bigint columns (ids, counts) are read as numbers, as the row types in tables.ts say; one past 2^53 would
 * lose digits, so it fails loudly instead.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} does not fit a JavaScript number`);
  return value;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * The pool for reads that may lag the primary by a moment (decision 0073): the read replica when one is configured
 * (DATABASE_READ_URL), else the primary. Never for a read that must see the caller's own write.
 */
export const replicaPool = (deps: { db: Database; readDb?: Database }): pg.Pool =>
  (deps.readDb ?? deps.db).$client;

export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types });
  // An idle client that loses its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return Object.assign(db, { $client: pool });
}
