import { type Compilable, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { DB } from './tables.ts';

/** A pool or a client inside a transaction: queries take either, so a service decides the transaction. */
type Queryable = Pick<pg.Pool, 'query'>;

const views = new WeakMap<Queryable, Kysely<DB>>();

/**
 * The typed query builder over a pool or over one client inside a transaction (decision 0047): every query
 * runs on exactly that pool or client. Transactions stay with withTransaction (platform/sql.ts); this view's
 * own `transaction()` must not be used on a pool.
 */
export function typed(sql: Queryable): Kysely<DB> {
  let view = views.get(sql);
  if (!view) {
    const connection = {
      query: (text: string, values: unknown[]) => sql.query(text, values),
      release: () => {},
    };
    const pool = { connect: async () => connection, end: async () => {} };
    view = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as never }) });
    views.set(sql, view);
  }
  return view;
}

/**
 * The pools behind a pooler in transaction mode (DATABASE_POOL_MODE=transaction, decision 0076) and the clients
 * they opened. A named statement is prepared on one server connection and then executed on whichever the pooler
 * picks next ("prepared statement … does not exist"), so their statements go unnamed: the same SQL, parsed and
 * planned on each call.
 */
const unnamedOnly = new WeakSet<object>();

/** From now on `pool` and every client it opens send the statements of runPrepared and preparedStatement unnamed. */
export function sendUnnamedStatements(pool: pg.Pool): void {
  unnamedOnly.add(pool);
  pool.on('connect', (client) => unnamedOnly.add(client));
}

/** The statement `name` as `sql` is to be sent: named (prepared once per connection), or unnamed behind a pooler. */
function statement(sql: Queryable, name: string, text: string, values: unknown[]): pg.QueryConfig {
  return unnamedOnly.has(sql) ? { text, values } : { name, text, values };
}

/**
 * Runs a typed query as a named statement, which node-postgres prepares once per connection (PostgreSQL then
 * parses and plans it once): for the hot paths, every request's session lookup and the chat send. The query's
 * SQL text must always be the same for one name (values change, the shape does not). Behind a pooler in
 * transaction mode it goes unnamed (sendUnnamedStatements).
 */
export async function runPrepared<Row>(sql: Queryable, name: string, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  const result = await sql.query(statement(sql, name, compiled.sql, [...compiled.parameters]));
  return result.rows as Row[];
}

/**
 * A named statement whose query is built and compiled once: `build` gets a stand-in for each argument, and
 * each call puts the real values in their places. For the hot paths whose query shape never changes (every
 * request's session lookup), so that a call costs no building and no compiling.
 */
export function preparedStatement<Args extends unknown[], Row>(
  name: string,
  arity: Args['length'],
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (sql: Queryable, ...args: Args) => Promise<Row[]> {
  const standIns = Array.from({ length: arity }, (_, index) => ({ argument: index }));
  const compiled = build(typed(compileOnly), ...(standIns as unknown as Args)).compile();
  const slots = compiled.parameters.map((value) => standIns.indexOf(value as (typeof standIns)[number]));
  if (standIns.some((_, index) => !slots.includes(index)))
    throw new Error(`prepared statement ${name}: an argument is not a value of its query`);
  return async (sql, ...args) => {
    const values = compiled.parameters.map((value, index) => {
      const slot = slots[index] ?? -1;
      return slot >= 0 ? args[slot] : value;
    });
    const result = await sql.query(statement(sql, name, compiled.sql, values));
    return result.rows as Row[];
  };
}

/** Builds queries only: a statement prepared above is compiled with it and never run on it. */
const compileOnly: Queryable = {
  query: (() => Promise.reject(new Error('compile-only view'))) as Queryable['query'],
};
