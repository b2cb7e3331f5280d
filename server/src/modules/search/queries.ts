import { type Gender, SEARCH_COUNT_CAP, wantedGenders } from '@community/contract';
import {
  type Expression,
  type ExpressionBuilder,
  sql as fragment,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { DB, Profiles } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import { type Member, type TileRow, tileSelection } from '../members/index.ts';

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

/** Expressions on the searched profile, aliased `s` (the profile a search index entry points at). */
type SearchSource = DB & { s: Profiles };
type SearchExpressions = ExpressionBuilder<SearchSource, 's'>;

/** Conditions on the profile `s` for these criteria, in the columns of the search indexes. */
function criteriaConditions(eb: SearchExpressions, criteria: Criteria): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (criteria.genders?.length === 1) conditions.push(eb('s.gender', '=', criteria.genders[0] as Gender));
  else if (criteria.genders)
    conditions.push(eb('s.gender', '=', eb.fn.any(fragment<Gender[]>`${criteria.genders}::text[]`)));
  if (criteria.country) conditions.push(eb('s.country', '=', criteria.country));
  if (criteria.region) conditions.push(eb('s.region', '=', criteria.region));
  if (criteria.bornOnOrBefore)
    conditions.push(eb('s.birth_date', '<=', eb.cast<Date>(eb.val(criteria.bornOnOrBefore), 'date')));
  if (criteria.bornAfter)
    conditions.push(eb('s.birth_date', '>', eb.cast<Date>(eb.val(criteria.bornAfter), 'date')));
  return conditions;
}

/**
 * The WHERE clause of a search. `s.listed AND s.site_id = …` selects the partial search indexes; the searcher
 * and everyone blocked either way are one array computed once (an InitPlan), so the filter is checked on
 * index entries and a scan stays index-only.
 */
function scopeWhere(sql: Sql, scope: SearchScope) {
  return (eb: SearchExpressions) => {
    const conditions: Expression<SqlBool>[] = [eb.ref('s.listed'), eb('s.site_id', '=', scope.siteId)];
    conditions.push(...criteriaConditions(eb, scope.criteria));
    if (scope.excluding) {
      const exact = criteriaConditions(eb, scope.excluding);
      if (exact.length > 0) conditions.push(eb.not(eb.fn.coalesce(eb.and(exact), eb.lit(false))));
    }
    if (scope.viewerId !== null) {
      const viewer = scope.viewerId;
      const leftOut = typed(sql)
        .selectNoFrom(fragment<number>`${viewer}::bigint`.as('id'))
        .unionAll(
          eb.selectFrom('blocks as b').select('b.blocked_id as id').where('b.blocker_id', '=', viewer),
        )
        .unionAll(
          eb.selectFrom('blocks as b').select('b.blocker_id as id').where('b.blocked_id', '=', viewer),
        );
      conditions.push(eb('s.id', '<>', fragment<number>`ALL (ARRAY(${leftOut}))`));
    }
    return eb.and(conditions);
  };
}

export type DiscoveryTileRow = TileRow & { liked: boolean; match: boolean };

/**
 * The tiles of a page of profile ids, newest first, with the like state both ways (the likes are primary-key
 * probes): only those rows are read from the table.
 */
function tilesOfPage(
  sql: Sql,
  page: SelectQueryBuilder<SearchSource, 's', { id: number }>,
  viewerId: number | null,
  now: Date,
) {
  // A visitor (null) has liked nobody: `= NULL` matches no like.
  const viewer = fragment<number>`${viewerId}`;
  return typed(sql)
    .selectFrom(page.as('page'))
    .innerJoin('profiles as p', 'p.id', 'page.id')
    .leftJoin('likes as mine', (join) =>
      join.on('mine.liker_id', '=', viewer).onRef('mine.liked_id', '=', 'p.id'),
    )
    .leftJoin('likes as theirs', (join) =>
      join.onRef('theirs.liker_id', '=', 'p.id').on('theirs.liked_id', '=', viewer),
    )
    .select(tileSelection(now))
    .select((eb) => [
      eb('mine.liker_id', 'is not', null).$castTo<boolean>().as('liked'),
      eb
        .and([eb('mine.liker_id', 'is not', null), eb('theirs.liker_id', 'is not', null)])
        .$castTo<boolean>()
        .as('match'),
    ])
    .orderBy('p.id', 'desc');
}

/** The searched profiles aliased `s`, as the search indexes see them. */
const searched = (sql: Sql) => typed(sql).selectFrom('profiles as s');

/**
 * One page, newest profile first: the ids come from an index-only scan (keyset: ids below `beforeId`), and
 * only those `limit` rows are read from the table for their tile columns and like state.
 */
export async function findSearchPage(
  sql: Sql,
  scope: SearchScope,
  page: { beforeId: number | null; limit: number; now: Date },
): Promise<DiscoveryTileRow[]> {
  const { beforeId } = page;
  let ids = searched(sql).select('s.id').where(scopeWhere(sql, scope));
  if (beforeId !== null) ids = ids.where('s.id', '<', beforeId);
  return tilesOfPage(sql, ids.orderBy('s.id', 'desc').limit(page.limit), scope.viewerId, page.now).execute();
}

/** How many profiles the search finds, counting no further than `cap` + 1 (more than `cap`: "cap+"). */
export async function countSearch(sql: Sql, scope: SearchScope, cap: number): Promise<number> {
  const found = searched(sql)
    .select(fragment.lit(1).as('one'))
    .where(scopeWhere(sql, scope))
    .limit(cap + 1);
  const row = await typed(sql)
    .selectFrom(found.as('c'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return row?.count ?? 0;
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
  const ids = searched(sql)
    .select('s.id')
    .where(scopeWhere(sql, scope))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('photos as ph')
          .select(fragment.lit(1).as('one'))
          .whereRef('ph.id', '=', 's.main_photo_id')
          .where('ph.status', '=', 'active'),
      ),
    )
    .orderBy('s.id', 'desc')
    .limit(limit);
  return tilesOfPage(sql, ids, scope.viewerId, now).execute();
}

/**
 * Members the new member may like at signup: listed, of the wanted genders, in their country. Counting stops
 * after SEARCH_COUNT_CAP, like search, so a big country costs no more than a small one.
 */
export async function countMatches(sql: Sql, member: Member): Promise<number> {
  const { gender, sexuality, country } = member.profile;
  const genders = wantedGenders(gender, sexuality);
  const found = typed(sql)
    .selectFrom('profiles as p')
    .select(fragment.lit(1).as('one'))
    .where('p.listed', '=', true)
    .where('p.site_id', '=', member.user.site_id)
    .where('p.country', '=', country)
    .where((eb) => eb('p.gender', '=', eb.fn.any(fragment<Gender[]>`${genders}::text[]`)))
    .where('p.id', '<>', member.user.id)
    .limit(SEARCH_COUNT_CAP);
  const row = await typed(sql)
    .selectFrom(found.as('c'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return row?.count ?? 0;
}
