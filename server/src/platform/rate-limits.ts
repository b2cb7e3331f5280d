import {
  type ExpressionBuilder,
  type OnConflictTables,
  type OnConflictUpdateDatabase,
  sql as raw,
} from 'kysely';
import type { DB } from '../db/tables.ts';
import { runPrepared, typed } from '../db/typed.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import type { ScheduledJob } from './jobs.ts';
import type { Sql } from './sql.ts';

export type Limit = { max: number; windowSeconds: number };

type ConflictBuilder = ExpressionBuilder<
  OnConflictUpdateDatabase<DB, 'rate_limits'>,
  OnConflictTables<'rate_limits'>
>;

/**
 * A hit on an existing counter: one more, or, when its window ended before `now`, one hit in a new window ending
 * at `newEnd` (a time, or the end the inserted row would have had).
 */
function nextWindow(eb: ConflictBuilder, now: Date, newEnd: Date | 'excluded') {
  return {
    hits: eb
      .case()
      .when('rate_limits.window_ends', '<=', now)
      .then(eb.lit(1))
      .else(eb('rate_limits.hits', '+', eb.lit(1)))
      .end(),
    window_ends: eb
      .case()
      .when('rate_limits.window_ends', '<=', now)
      .then(newEnd === 'excluded' ? eb.ref('excluded.window_ends') : eb.val(newEnd))
      .else(eb.ref('rate_limits.window_ends'))
      .end(),
  };
}

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
  const row = await typed(sql)
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_ends: ends })
    .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => nextWindow(eb, now, ends)))
    .returning(['hits', 'window_ends'])
    .executeTakeFirstOrThrow();
  return { allowed: row.hits <= limit.max, hits: row.hits, windowEnds: row.window_ends };
}

/** The current count without adding to it (0 when the window has ended). */
export async function peekRateLimit(
  sql: Sql,
  clock: Clock,
  key: string,
): Promise<{ hits: number; windowEnds: Date | undefined }> {
  const row = await typed(sql)
    .selectFrom('rate_limits')
    .select(['hits', 'window_ends'])
    .where('key', '=', key)
    .where('window_ends', '>', clock())
    .executeTakeFirst();
  return { hits: row?.hits ?? 0, windowEnds: row?.window_ends };
}

/** Deletes the counters whose window has ended (they count as zero anyway); answers how many. */
export async function purgeExpiredRateLimits(sql: Sql, clock: Clock): Promise<number> {
  const result = await typed(sql)
    .deleteFrom('rate_limits')
    .where('window_ends', '<=', clock())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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
  await typed(sql).deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Whole seconds until `windowEnds`, at least 1: the `Retry-After` of a refusal. */
function secondsUntil(windowEnds: Date, now: Date): number {
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
  const keys = sorted.map((c) => c.key);
  const windowSeconds = sorted.map((c) => c.limit.windowSeconds);
  const rows = await runPrepared(
    sql,
    'rate-limits-hit',
    typed(sql)
      .insertInto('rate_limits')
      .columns(['key', 'hits', 'window_ends'])
      .expression((eb) =>
        eb
          .selectFrom(
            raw<{ k: string; w: number }>`unnest(${keys}::text[], ${windowSeconds}::int[])`.as<'t'>(
              raw`t (k, w)`,
            ),
          )
          .select([
            't.k',
            eb.lit(1).as('hits'),
            raw<Date>`${now}::timestamptz + make_interval(secs => t.w)`.as('window_ends'),
          ]),
      )
      .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => nextWindow(eb, now, 'excluded')))
      .returning(['key', 'hits', 'window_ends']),
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
