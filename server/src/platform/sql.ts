import type pg from 'pg';

/** A pool or a client inside a transaction: queries take either, so a service decides the transaction. */
export type Sql = Pick<pg.Pool, 'query'>;

/** Runs `work` in one transaction on one client; rolls back on any error. */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (sql: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A named statement: node-postgres prepares it once per connection, so PostgreSQL parses and plans it once
 * instead of on every call (an unnamed statement is planned each time). For the hot paths: every request's
 * session lookup and the chat send. The name must always go with the same text.
 */
export function prepared(name: string, text: string, values: unknown[]): pg.QueryConfig {
  return { name, text, values };
}

/**
 * Starts the queries of `start` on `client` and waits for all of them, written to PostgreSQL at once: in pipeline
 * mode (connectDatabase) they cost one round trip instead of one each. PostgreSQL still runs them one after the
 * other, in order, each with its own result, so a statement sees what the ones before it did (and in a
 * transaction, an error makes the ones after it fail too). `start` must start each query before its first
 * `await`; a query started later is still correct, only written on its own.
 */
export function inOneRoundTrip<T extends readonly unknown[] | []>(
  client: pg.PoolClient,
  start: () => T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const stream = client.connection.stream;
  stream.cork();
  let batch: T;
  try {
    batch = start();
  } finally {
    stream.uncork();
  }
  return Promise.all(batch);
}
