import { type Gender, SEARCH_COUNT_CAP, wantedGenders } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';
import { type Member, type TileRow, tileColumns } from '../members/index.ts';

/**
 * What a search asks of a profile, in the columns of the search indexes (migration 0004): birth dates are a
 * half-open range, so the age filter needs no arithmetic per row.
 */
export type Criteria = {
  genders?: readonly Gender[];
  country?: string;
  region?: string;
  /** Born on or before this day (ISO date): the minimum age. */
  bornOnOrBefore?: string;
  /** Born after this day (ISO date): the maximum age. */
  bornAfter?: string;
};

export type SearchScope = {
  siteId: number;
  /** The searcher (left out, with everyone blocked either way); null for a visitor. */
  viewerId: number | null;
  criteria: Criteria;
  /** Profiles matching these are left out too (similar results leave out the exact ones). */
  excluding?: Criteria;
};

export type DiscoveryTileRow = TileRow & { liked: boolean; match: boolean };

/** SQL conditions on a profile aliased `s`; values go to `params`, numbered after those already there. */
function criteriaConditions(criteria: Criteria, params: unknown[]): string[] {
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (criteria.genders?.length === 1) conditions.push(`s.gender = ${add(criteria.genders[0])}`);
  else if (criteria.genders) conditions.push(`s.gender = ANY(${add(criteria.genders)}::text[])`);
  if (criteria.country) conditions.push(`s.country = ${add(criteria.country)}`);
  if (criteria.region) conditions.push(`s.region = ${add(criteria.region)}`);
  if (criteria.bornOnOrBefore) conditions.push(`s.birth_date <= ${add(criteria.bornOnOrBefore)}::date`);
  if (criteria.bornAfter) conditions.push(`s.birth_date > ${add(criteria.bornAfter)}::date`);
  return conditions;
}

/**
 * The WHERE clause of a search. `s.listed AND s.site_id = …` selects the partial search indexes; the searcher
 * and everyone blocked either way are one array computed once (an InitPlan), so the filter is checked on
 * index entries and a scan stays index-only.
 */
function scopeWhere(scope: SearchScope, params: unknown[]): string {
  const conditions = ['s.listed', `s.site_id = $${params.push(scope.siteId)}`];
  conditions.push(...criteriaConditions(scope.criteria, params));
  if (scope.excluding) {
    const exact = criteriaConditions(scope.excluding, params);
    if (exact.length > 0) conditions.push(`NOT COALESCE(${exact.join(' AND ')}, false)`);
  }
  if (scope.viewerId !== null) {
    const viewer = `$${params.push(scope.viewerId)}::bigint`;
    conditions.push(`s.id <> ALL (ARRAY(
      SELECT ${viewer}
      UNION ALL SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = ${viewer}
      UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = ${viewer}))`);
  }
  return conditions.join(' AND ');
}

/** Tile columns with the like state both ways ($1: now, $2: the viewer); the likes are primary-key probes. */
const TILE_COLUMNS = `${tileColumns('$1')},
  mine.liker_id IS NOT NULL AS liked, (mine.liker_id IS NOT NULL AND theirs.liker_id IS NOT NULL) AS match`;
const TILE_JOINS = `JOIN profiles p ON p.id = page.id
  LEFT JOIN likes mine ON mine.liker_id = $2 AND mine.liked_id = p.id
  LEFT JOIN likes theirs ON theirs.liker_id = p.id AND theirs.liked_id = $2`;

/**
 * One page, newest profile first: the ids come from an index-only scan (keyset: ids below `beforeId`), and
 * only those `limit` rows are read from the table for their tile columns and like state.
 */
export async function findSearchPage(
  sql: Sql,
  scope: SearchScope,
  page: { beforeId: number | null; limit: number; now: Date },
): Promise<DiscoveryTileRow[]> {
  const params: unknown[] = [page.now, scope.viewerId];
  const where = scopeWhere(scope, params);
  const keyset = page.beforeId === null ? '' : ` AND s.id < $${params.push(page.beforeId)}`;
  const limit = `$${params.push(page.limit)}`;
  const { rows } = await sql.query<DiscoveryTileRow>(
    `SELECT ${TILE_COLUMNS}
     FROM (SELECT s.id FROM profiles s WHERE ${where}${keyset} ORDER BY s.id DESC LIMIT ${limit}) page
     ${TILE_JOINS}
     ORDER BY p.id DESC`,
    params,
  );
  return rows;
}

/** How many profiles the search finds, counting no further than `cap` + 1 (more than `cap`: "cap+"). */
export async function countSearch(sql: Sql, scope: SearchScope, cap: number): Promise<number> {
  const params: unknown[] = [];
  const where = scopeWhere(scope, params);
  const { rows } = await sql.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM profiles s WHERE ${where} LIMIT $${params.push(cap + 1)}) c`,
    params,
  );
  return rows[0]?.count ?? 0;
}

/**
 * The first `limit` listed profiles, newest first, that show an active main photo (signup matches): the
 * photo's status needs the table, so this reads rows, but profiles without one are rare.
 */
export async function findPhotoTiles(
  sql: Sql,
  scope: SearchScope,
  limit: number,
  now: Date,
): Promise<DiscoveryTileRow[]> {
  const params: unknown[] = [now, scope.viewerId];
  const where = scopeWhere(scope, params);
  const { rows } = await sql.query<DiscoveryTileRow>(
    `SELECT ${TILE_COLUMNS}
     FROM (SELECT s.id FROM profiles s
           WHERE ${where}
             AND EXISTS (SELECT 1 FROM photos ph WHERE ph.id = s.main_photo_id AND ph.status = 'active')
           ORDER BY s.id DESC LIMIT $${params.push(limit)}) page
     ${TILE_JOINS}
     ORDER BY p.id DESC`,
    params,
  );
  return rows;
}

/** Members whose profile matches what a new member looks for (the "find matches" stage of signup). */
/**
 * Members the new member may like at signup: listed, of the wanted genders, in their country. Counting stops
 * after SEARCH_COUNT_CAP, like search, so a big country costs no more than a small one.
 */
export async function countMatches(sql: Sql, member: Member): Promise<number> {
  const { gender, sexuality, country } = member.profile;
  const { rows } = await sql.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (
       SELECT 1 FROM profiles p
       WHERE p.listed AND p.site_id = $1 AND p.country = $2 AND p.gender = ANY($3::text[]) AND p.id <> $4
       LIMIT $5) c`,
    [member.user.site_id, country, wantedGenders(gender, sexuality), member.user.id, SEARCH_COUNT_CAP],
  );
  return rows[0]?.count ?? 0;
}
