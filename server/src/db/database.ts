import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { DB } from './tables.ts';
import { sendUnnamedStatements } from './typed.ts';

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

/** Where the LISTEN connections of a pool go when that is not the pool's own address (connectDatabase's directUrl). */
const listenConnections = new WeakMap<pg.Pool, pg.ClientConfig>();

/**
 * The connection settings of a LISTEN connection for `pool` (platform/pg-listener.ts): PostgreSQL itself
 * (DATABASE_DIRECT_URL) when the pool goes through a pooler in transaction mode, else the pool's own.
 */
export function listenConnectionOf(pool: pg.Pool): pg.ClientConfig {
  return listenConnections.get(pool) ?? pool.options;
}

/** The connections a request pool holds at most, per instance: the primary's, and the replica's beside it. */
const REQUEST_POOL_SIZE = 10;

/**
 * A pool over `url`. `poolMode: 'transaction'`: `url` is a pooler in transaction mode (decision 0076), so the
 * prepared statements of typed.ts go unnamed. `directUrl`: PostgreSQL itself, for the pool's LISTEN connections.
 */
export function connectDatabase(
  url: string,
  options: { max?: number; poolMode?: 'session' | 'transaction'; directUrl?: string } = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? REQUEST_POOL_SIZE, types });
  // An idle client that loses its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  if (options.poolMode === 'transaction') sendUnnamedStatements(pool);
  if (options.directUrl)
    listenConnections.set(pool, { ...pool.options, connectionString: options.directUrl });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return Object.assign(db, { $client: pool });
}

/**
 * The request pools as the server opens them (main.ts): the primary's over `url` (DATABASE_URL, or the embedded
 * database's) and the replica's when DATABASE_READ_URL is set. Behind a transaction pooler
 * (DATABASE_POOL_MODE=transaction, decision 0076) both send unnamed statements, and the primary's LISTEN
 * connections go to DATABASE_DIRECT_URL.
 */
export function connectConfigured(
  config: Pick<Config, 'databasePoolMode' | 'databaseDirectUrl' | 'databaseReadUrl'>,
  url: string,
): { db: Database; readDb: Database | undefined } {
  const poolMode = config.databasePoolMode;
  return {
    db: connectDatabase(url, { poolMode, directUrl: config.databaseDirectUrl }),
    readDb: config.databaseReadUrl ? connectDatabase(config.databaseReadUrl, { poolMode }) : undefined,
  };
}
