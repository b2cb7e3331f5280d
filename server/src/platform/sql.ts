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
