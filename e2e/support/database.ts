import pg from 'pg';

/**
 * The servers' database (run.mjs passes its address), for what a journey cannot do or see through the site:
 * making a member staff (the `npm run staff` command's job in production), setting up a site, or waiting for
 * a state the server keeps to itself.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the journeys with e2e/run.mjs');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Waits until the server has heard that the member's last page went away (its live-event stream ended, or the
 * page-hidden beacon came): from then on a message to them is news for a notification. A closed page's stream
 * ends on the server a moment after the browser closed it.
 */
export async function awaitMemberAway(memberId: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await withDatabase(async (client) => {
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ away: boolean }>(
        'SELECT hidden_at >= last_online_at AS away FROM member_presence WHERE user_id = $1',
        [memberId],
      );
      if (rows[0]?.away === true) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server still counts member ${memberId} online after ${timeoutMs} ms`);
  });
}
