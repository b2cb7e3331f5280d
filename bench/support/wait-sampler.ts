import pg from 'pg';

/**
 * Samples what PostgreSQL's client backends are doing (pg_stat_activity) every `intervalMs` until stopped;
 * answers the share of samples per state and wait event, e.g. 'active Lock:object' for sessions queued on the
 * lock that serialises the commits of transactions that sent NOTIFY.
 */
export async function sampleWaits(
  url: string,
  intervalMs = 10,
): Promise<() => Promise<Array<[string, number]>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ what: string }>(
        `SELECT state || coalesce(' ' || wait_event_type || ':' || wait_event, ' (on CPU)') ||
           CASE WHEN state = 'active' THEN ' ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 40) ELSE '' END AS what
         FROM pg_stat_activity
         WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND datname = current_database()
           AND query NOT LIKE 'LISTEN%'`,
      );
      samples++;
      for (const { what } of rows) counts.set(what, (counts.get(what) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    return [...counts]
      .map(([what, count]) => [what, count / samples] as [string, number])
      .sort((x, y) => y[1] - x[1]);
  };
}

/** The sampled states as lines: how many backends were in each, on average. */
export const formatWaits = (waits: Array<[string, number]>, top = 12) =>
  waits
    .slice(0, top)
    .map(([what, share]) => `    ${share.toFixed(2).padStart(6)}  ${what}`)
    .join('\n');
