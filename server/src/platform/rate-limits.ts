import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import type { ScheduledJob } from './jobs.ts';
import { prepared, type Sql } from './sql.ts';

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

/** Deletes the counters whose window has ended (they count as zero anyway); answers how many. */
export async function purgeExpiredRateLimits(sql: Sql, clock: Clock): Promise<number> {
  const { rowCount } = await sql.query('DELETE FROM rate_limits WHERE window_ends <= $1', [clock()]);
  return rowCount ?? 0;
}

/** Deletes counters whose window has ended, hourly: their keys hold IP addresses (decision 0028). */
export const PURGE_RATE_LIMITS_SCHEDULE = { name: 'purge-rate-limits', cron: '47 * * * *' } as const;

export function purgeRateLimitsJob(
  sql: Sql,
  clock: Clock,
  log: { info: (details: object, message: string) => void },
): ScheduledJob {
  return {
    ...PURGE_RATE_LIMITS_SCHEDULE,
    async run() {
      const purged = await purgeExpiredRateLimits(sql, clock);
      if (purged > 0) log.info({ purged }, 'expired rate-limit counters purged');
    },
  };
}

export async function clearRateLimit(sql: Sql, key: string): Promise<void> {
  await sql.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Whole seconds until `windowEnds`, at least 1: the `Retry-After` of a refusal. */
export function secondsUntil(windowEnds: Date, now: Date): number {
  return Math.max(1, Math.ceil((windowEnds.getTime() - now.getTime()) / 1000));
}

/**
 * The one refusal of every rate limit: 429 `{ error: 'rate_limited', retry_after }`, with the same number of
 * seconds in the `Retry-After` header (the error handler sets it from `retry_after`).
 */
export function rateLimited(windowEnds: Date, now: Date): AppError {
  return new AppError('rate_limited', 429, { retry_after: secondsUntil(windowEnds, now) });
}

export type Counter = { key: string; limit: Limit };
type RefusalLog = { warn: (details: object, message: string) => void };

/**
 * Counts one hit on every counter in a single statement and throws `rateLimited` when any is over its limit.
 * The first refusal of a window is logged (scraping and probing show up in the log once per window, not once per
 * request).
 */
export async function enforceRateLimits(
  sql: Sql,
  clock: Clock,
  counters: Counter[],
  log?: RefusalLog,
): Promise<void> {
  // Sorted, so two statements with the same keys lock their rows in the same order.
  const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const now = clock();
  const { rows } = await sql.query<{ key: string; hits: number; window_ends: Date }>(
    prepared(
      'rate-limits-hit',
      `INSERT INTO rate_limits (key, hits, window_ends)
       SELECT k, 1, $2::timestamptz + make_interval(secs => w) FROM unnest($1::text[], $3::int[]) AS t (k, w)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_ends <= $2 THEN 1 ELSE rate_limits.hits + 1 END,
         window_ends = CASE WHEN rate_limits.window_ends <= $2 THEN EXCLUDED.window_ends
           ELSE rate_limits.window_ends END
       RETURNING key, hits, window_ends`,
      [sorted.map((c) => c.key), now, sorted.map((c) => c.limit.windowSeconds)],
    ),
  );
  let refusedUntil: Date | undefined;
  for (const row of rows) {
    const limit = sorted.find((c) => c.key === row.key)?.limit as Limit;
    if (row.hits <= limit.max) continue;
    if (row.hits === limit.max + 1) log?.warn({ rateLimit: row.key, max: limit.max }, 'rate limit reached');
    if (!refusedUntil || row.window_ends > refusedUntil) refusedUntil = row.window_ends;
  }
  if (refusedUntil) throw rateLimited(refusedUntil, now);
}

/** `enforceRateLimits` for one counter: counts a hit, and refuses with `rateLimited` when over the limit. */
export function enforceRateLimit(
  sql: Sql,
  clock: Clock,
  key: string,
  limit: Limit,
  log?: RefusalLog,
): Promise<void> {
  return enforceRateLimits(sql, clock, [{ key, limit }], log);
}
