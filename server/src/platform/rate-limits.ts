import type { Clock } from './clock.ts';
import type { Sql } from './sql.ts';

export type Limit = { max: number; windowSeconds: number };

/**
 * Fixed-window counters in PostgreSQL, so every instance counts together. `hit` adds one and answers
 * whether the key is still within its limit, and when its window ends.
 */
export async function hitRateLimit(
  sql: Sql,
  clock: Clock,
  key: string,
  limit: Limit,
): Promise<{ allowed: boolean; hits: number; windowEnds: Date }> {
  const now = clock();
  const ends = new Date(now.getTime() + limit.windowSeconds * 1000);
  const { rows } = await sql.query<{ hits: number; window_ends: Date }>(
    `INSERT INTO rate_limits (key, hits, window_ends) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_ends <= $2 THEN 1 ELSE rate_limits.hits + 1 END,
       window_ends = CASE WHEN rate_limits.window_ends <= $2 THEN $3 ELSE rate_limits.window_ends END
     RETURNING hits, window_ends`,
    [key, now, ends],
  );
  const row = rows[0] as { hits: number; window_ends: Date };
  return { allowed: row.hits <= limit.max, hits: row.hits, windowEnds: row.window_ends };
}

/** The current count without adding to it (0 when the window has ended). */
export async function peekRateLimit(
  sql: Sql,
  clock: Clock,
  key: string,
): Promise<{ hits: number; windowEnds: Date | undefined }> {
  const { rows } = await sql.query<{ hits: number; window_ends: Date }>(
    'SELECT hits, window_ends FROM rate_limits WHERE key = $1 AND window_ends > $2',
    [key, clock()],
  );
  return { hits: rows[0]?.hits ?? 0, windowEnds: rows[0]?.window_ends };
}

export async function clearRateLimit(sql: Sql, key: string): Promise<void> {
  await sql.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}
