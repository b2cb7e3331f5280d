import {
  type DiscoveryTile,
  MINIMUM_AGE,
  SEARCH_AGE_MAX,
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  type SearchFilters,
  type SearchResponse,
  SIGNUP_MATCHES_SHOWN,
  SIMILAR_AGE_WIDENING,
  type searchQuerySchema,
  wantedGenders,
} from '@community/contract';
import type { z } from 'zod';
import { replicaPool } from '../../db/database.ts';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import type { Member } from '../members/index.ts';
import { maySearch } from './policy.ts';
import { presentDiscoveryTile } from './presenter.ts';
import {
  type Criteria,
  countMatches,
  countSearch,
  findPhotoTiles,
  findSearchPage,
  type SearchScope,
} from './queries.ts';

type SearchDeps = Pick<AppDeps, 'db' | 'readDb' | 'clock'>;
type SearchQuery = z.infer<typeof searchQuerySchema>;
type Searcher = { viewerId: number | null; ip: string };

// ---- cursor: the id of the last profile shown, base64url, so clients treat it as opaque ----

function encodeCursor(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

/** The id a cursor continues after; 400 validation_failed for anything this server did not hand out. */
export function decodeCursor(cursor: string): number {
  const text = /^[A-Za-z0-9_-]{1,24}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('latin1')
    : '';
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || encodeCursor(id) !== cursor) {
    throw new AppError('validation_failed', 400, { fields: ['cursor'] });
  }
  return id;
}

// ---- filters ----

/** The day `years` before `today` (UTC); 29 February falls back to the 28th in other years. */
function yearsBefore(today: Date, years: number): string {
  const [year, month, day] = [today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()];
  let date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month) date = new Date(Date.UTC(year, month + 1, 0));
  return date.toISOString().slice(0, 10);
}

/** Ages as birth dates: min_age 30 is born on or before today−30y; max_age 40 is born after today−41y. */
export function criteriaOf(filters: SearchFilters, today: Date): Criteria {
  return {
    genders: filters.gender ? [filters.gender] : undefined,
    country: filters.country,
    region: filters.countryregion,
    bornOnOrBefore: filters.min_age === undefined ? undefined : yearsBefore(today, filters.min_age),
    bornAfter: filters.max_age === undefined ? undefined : yearsBefore(today, filters.max_age + 1),
  };
}

/**
 * Similar results (SPEC §3): the region dropped and the age range widened by SIMILAR_AGE_WIDENING years each
 * way; undefined when nothing can be relaxed (no region, no age bound that can move).
 */
function relaxedFilters(filters: SearchFilters): SearchFilters | undefined {
  const relaxed: SearchFilters = { gender: filters.gender, country: filters.country };
  if (filters.min_age !== undefined)
    relaxed.min_age = Math.max(MINIMUM_AGE, filters.min_age - SIMILAR_AGE_WIDENING);
  if (filters.max_age !== undefined) {
    relaxed.max_age = Math.min(SEARCH_AGE_MAX, filters.max_age + SIMILAR_AGE_WIDENING);
  }
  const changed =
    filters.countryregion !== undefined ||
    relaxed.min_age !== filters.min_age ||
    relaxed.max_age !== filters.max_age;
  return changed ? relaxed : undefined;
}

const EMPTY: SearchResponse = { profiles: [], next_cursor: null, count: 0, count_capped: false };

/**
 * GET /api/members.php: one page of listed profiles of the request's site, newest first, after `cursor`, with
 * the number found (capped). Never the searcher, anyone blocked either way, or an unlisted profile.
 */
export async function searchMembers(
  deps: SearchDeps,
  site: SiteRow,
  searcher: Searcher,
  query: SearchQuery,
): Promise<SearchResponse> {
  const beforeId = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (!maySearch(site, searcher.viewerId, query.network)) throw new AppError('login_required', 403);
  const key = searcher.viewerId === null ? `search:ip:${searcher.ip}` : `search:member:${searcher.viewerId}`;
  const counting = enforceRateLimit(deps.db.$client, deps.clock, key, LIMITS.searchesPerViewer);
  // The limit is counted beside the search, not before it: one round trip less, and a refused request still
  // gets nothing.
  const [, found] = await Promise.all([counting, runSearch(deps, site, searcher, query, beforeId)]);
  return found;
}

async function runSearch(
  deps: SearchDeps,
  site: SiteRow,
  searcher: Searcher,
  query: SearchQuery,
  beforeId: number | null,
): Promise<SearchResponse> {
  const now = deps.clock();
  const filters: SearchFilters = {
    gender: query.gender,
    country: query.country,
    countryregion: query.countryregion,
    min_age: query.min_age,
    max_age: query.max_age,
  };
  const scope: SearchScope = {
    siteId: site.id,
    viewerId: searcher.viewerId,
    criteria: criteriaOf(filters, now),
  };
  if (query.similar === '1') {
    const relaxed = relaxedFilters(filters);
    if (!relaxed) return EMPTY;
    scope.excluding = scope.criteria;
    scope.criteria = criteriaOf(relaxed, now);
  }
  // The page and the count on two connections at once.
  const [rows, count] = await Promise.all([
    findSearchPage(replicaPool(deps), scope, { beforeId, limit: SEARCH_PAGE_SIZE + 1, now }),
    countSearch(replicaPool(deps), scope, SEARCH_COUNT_CAP),
  ]);
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = page.at(-1);
  return {
    profiles: page.map(presentDiscoveryTile),
    next_cursor: rows.length > SEARCH_PAGE_SIZE && last ? encodeCursor(last.id) : null,
    count: Math.min(count, SEARCH_COUNT_CAP),
    count_capped: count > SEARCH_COUNT_CAP,
  };
}

/**
 * The profiles shown at the "find matches" stage of signup and on /signup-matches: the newest listed
 * members of the wanted genders in the member's country, with a photo to show.
 */
export async function signupMatchProfiles(deps: SearchDeps, member: Member): Promise<DiscoveryTile[]> {
  const { gender, sexuality, country } = member.profile;
  const scope: SearchScope = {
    siteId: member.user.site_id,
    viewerId: member.user.id,
    criteria: { genders: wantedGenders(gender, sexuality), country },
  };
  const rows = await findPhotoTiles(replicaPool(deps), scope, SIGNUP_MATCHES_SHOWN, deps.clock());
  return rows.map(presentDiscoveryTile);
}

/** How many members the new member may like at signup (the "find matches" stage; counting stops at the cap). */
export function signupMatchCount(deps: SearchDeps, member: Member): Promise<number> {
  return countMatches(replicaPool(deps), member);
}
