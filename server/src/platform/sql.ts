import type pg from 'pg';

/** A pool or a client inside a transaction: queries take either, so a service decides the transaction. */
export type Sql = Pick<pg.Pool, 'query'>;

/** Runs `work` in one transaction on one client; rolls back on any error. */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (sql: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  // A checked-out client has no 'error' listener (the pool's comes back on release): a connection the database
  // ends meanwhile (a stop, a restart) would be an uncaught exception. The work's query fails with it anyway.
  const ignore = () => {};
  client.on('error', ignore);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.removeListener('error', ignore);
    client.release();
  }
}
