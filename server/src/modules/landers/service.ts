import {
  LANDER_PROFILES_MAX,
  type LanderQuery,
  type LanderResponse,
  type Language,
  nicheName,
} from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { LIMITS } from '../../platform/limits.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import { presentTile } from '../members/index.ts';
import { teaserAudience } from './policy.ts';
import { presentVariant } from './presenter.ts';
import { countAudience, countRegions, findTeasers, findVariant } from './queries.ts';

type LanderDeps = Pick<AppDeps, 'db' | 'clock'>;

/** member_count is a figure for the copy: counting stops here, and it is rounded down to a hundred. */
const MEMBER_COUNT_CAP = 100_000;
/** The map lander's regions, the largest first. */
const REGIONS_MAX = 60;

/**
 * GET /api/lander.php: the variant the slug picks (an unknown slug or none: the lander's default, never a 404), up
 * to LANDER_PROFILES_MAX public teasers of the niche's audience, the rounded member count and, for the map lander
 * only, members per region. Rate-limited per IP address like the other public reads.
 */
export async function landerAnswer(
  deps: LanderDeps,
  site: SiteRow,
  ip: string,
  query: LanderQuery,
  language: Language,
  viewerId: number | null,
): Promise<LanderResponse> {
  const sql = deps.db.$client;
  await enforceRateLimit(sql, deps.clock, `lander:ip:${ip}`, LIMITS.landerReadsPerIp);
  const now = deps.clock();
  const row = query.slug ? await findVariant(sql, site.id, query.lander, query.slug) : undefined;
  const niche = nicheName(row?.niche ?? site.niche);
  const audience = teaserAudience(niche, row?.audience ?? null);
  const [teasers, count, regions] = await Promise.all([
    findTeasers(sql, site.id, audience, LANDER_PROFILES_MAX, now, viewerId),
    countAudience(sql, site.id, audience, now, MEMBER_COUNT_CAP),
    query.lander === 'maplanding' ? countRegions(sql, site.id, audience, now, REGIONS_MAX) : [],
  ]);
  return {
    lander: query.lander,
    variant: presentVariant(row, { audience: audience.audience, niche }, language),
    profiles: teasers.map(presentTile),
    regions,
    member_count: Math.floor(count / 100) * 100,
  };
}
