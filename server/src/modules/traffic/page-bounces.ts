import { normaliseTrackingValue, PAGE_BOUNCE_RETENTION_DAYS, type PageBounce } from '@community/contract';
import { sql as raw } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ScheduledJob } from '../../platform/jobs.ts';
import type { Sql } from '../../platform/sql.ts';

/** Only the path of the entry URL is kept: its query (tracking, anything else) never is. */
const pathOnly = (entryPath: string) => entryPath.split(/[?#]/)[0]?.slice(0, 300) || '/';

/**
 * Records one `lb` beacon (SPEC §4, decision 0064): a visit's row is created by its first beacon and later ones
 * keep the longest time on the page and whether a signup started. No IP address, no member, no user agent.
 */
export async function recordPageBounce(
  sql: Sql,
  siteId: number,
  bounce: PageBounce,
  now: Date,
): Promise<void> {
  const network = bounce.network ? normaliseTrackingValue(bounce.network) || null : null;
  const sub1 = bounce.sub1 ? normaliseTrackingValue(bounce.sub1) || null : null;
  await raw`
    INSERT INTO page_bounces (site_id, visit_id, entry_path, network, sub1, seconds, signup_started, created_at,
      updated_at)
    VALUES (${siteId}, ${bounce.visit_id}, ${pathOnly(bounce.entry_path)}, ${network}, ${sub1}, ${bounce.seconds},
      ${bounce.signup_started}, ${now}, ${now})
    ON CONFLICT (visit_id) DO UPDATE SET seconds = greatest(page_bounces.seconds, excluded.seconds),
      signup_started = page_bounces.signup_started OR excluded.signup_started, updated_at = excluded.updated_at
    WHERE page_bounces.site_id = excluded.site_id
  `.execute(typed(sql));
}

/** Removes page bounces older than PAGE_BOUNCE_RETENTION_DAYS; how many. */
export async function purgePageBounces(sql: Sql, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PAGE_BOUNCE_RETENTION_DAYS * 86_400_000);
  const { rowCount } = await sql.query('DELETE FROM page_bounces WHERE created_at < $1', [before]);
  return rowCount ?? 0;
}

/** Daily: the page-bounce log keeps PAGE_BOUNCE_RETENTION_DAYS days. */
export function purgePageBouncesJob(
  sql: Sql,
  clock: Clock,
  log: { info: (details: object, message: string) => void },
): ScheduledJob {
  return {
    name: 'purge-page-bounces',
    cron: '41 3 * * *',
    runAtStart: true,
    async run() {
      const purged = await purgePageBounces(sql, clock());
      if (purged > 0) log.info({ purged }, 'page bounces purged');
    },
  };
}
