import type { Gender } from '@community/contract';
import { type Expression, expressionBuilder, type SqlBool, sql as sqlFragment } from 'kysely';
import type { DB, Profiles } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** Conditions about a candidate profile `p` (the walk's, the swipe game's, the auto-like's). */
export const candidate = expressionBuilder<DB & { p: Profiles }, 'p'>();

/**
 * A search for one profile among the listed profiles of a site: those of `genders`, the member's country
 * first, then the site's other countries, starting at `start` and wrapping round. `condition` filters the
 * candidate `p` further (photo, preferences, blocks, likes).
 */
export type CandidateWalk = {
  siteId: number;
  country: string;
  genders: readonly Gender[];
  start: number;
  condition: Expression<SqlBool>;
};

/** Index entries read per query, and queries per scope (country, elsewhere) before giving up. */
const WINDOW = 500;
const WINDOWS_PER_SCOPE = 40;

type Scope = 'country' | 'elsewhere';

/**
 * One window: the next WINDOW profiles by id from the search indexes of migration 0004 (gender is read from the
 * index), then the first of them that meets the condition. Each query does bounded work whatever the data.
 */
async function readWindow(sql: Sql, walk: CandidateWalk, scope: Scope, after: number, before: number | null) {
  return typed(sql)
    .with(
      (cte) => cte('w').materialized(),
      (db) =>
        db
          .selectFrom('profiles as p')
          .select('p.id')
          .where((eb) =>
            eb.and([
              eb.ref('p.listed'),
              eb('p.site_id', '=', walk.siteId),
              eb('p.country', scope === 'country' ? '=' : '<>', walk.country),
              eb('p.gender', '=', eb.fn.any(sqlFragment<Gender[]>`${walk.genders}::text[]`)),
              eb('p.id', '>', after),
            ]),
          )
          .$if(before !== null, (qb) => qb.where('p.id', '<', before as number))
          .orderBy('p.id')
          .limit(WINDOW),
    )
    .selectNoFrom((eb) => [
      eb
        .selectFrom('w')
        .select((w) => w.fn.max('w.id').as('max'))
        .as('last'),
      eb
        .selectFrom('w')
        .select((w) => w.fn.countAll<number>().as('count'))
        .as('scanned'),
      eb
        .selectFrom('w')
        .innerJoin('profiles as p', 'p.id', 'w.id')
        .select('p.id')
        .where(walk.condition)
        .orderBy('p.id')
        .limit(1)
        .as('found'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * The first profile at or after `start` (wrapping round) that meets the walk's condition, in the member's
 * country, else elsewhere on the site; undefined when none is found within the budget. Walking an index from a
 * starting id keeps this cheap on a million profiles, where ORDER BY random() would sort them all.
 */
export async function walkCandidates(sql: Sql, walk: CandidateWalk): Promise<number | undefined> {
  for (const scope of ['country', 'elsewhere'] as const) {
    let budget = WINDOWS_PER_SCOPE;
    for (const [after, before] of [
      [walk.start - 1, null],
      [0, walk.start],
    ] as const) {
      let cursor: number = after;
      while (budget > 0) {
        budget -= 1;
        const window = await readWindow(sql, walk, scope, cursor, before);
        if (window.found !== null) return window.found;
        if (window.last === null || (window.scanned ?? 0) < WINDOW) break;
        cursor = window.last;
      }
    }
  }
  return undefined;
}

/** The highest listed profile id of a site, to draw starting points from. */
export async function highestListedId(sql: Sql, siteId: number): Promise<number> {
  const row = await typed(sql)
    .selectFrom('profiles')
    .select((eb) => eb.fn.max('id').as('max'))
    .where((eb) => eb.and([eb.ref('listed'), eb('site_id', '=', siteId)]))
    .executeTakeFirst();
  return row?.max ?? 0;
}

/**
 * Profile `p` is of a gender the member wants (checked by the walk) and wants the member's gender back, the
 * same rule as wantedGenders() of the contract.
 */
export function wantsGenderOf(memberGender: Gender): Expression<SqlBool> {
  const eb = candidate;
  return eb.or([
    eb('p.sexuality', '=', 'bi'),
    eb.and([eb('p.sexuality', '=', 'hetero'), eb('p.gender', '<>', memberGender)]),
    eb.and([eb('p.sexuality', 'in', ['gay', 'lesbian']), eb('p.gender', '=', memberGender)]),
  ]);
}

/** Profile `p` shows an active main photo. */
export const hasActivePhoto: Expression<SqlBool> = candidate.exists(
  candidate
    .selectFrom('photos as ph')
    .select(candidate.lit(1).as('one'))
    .whereRef('ph.id', '=', 'p.main_photo_id')
    .where('ph.status', '=', 'active'),
);

/** A block between `p` and the member, either way. */
export function blockedEitherWay(memberId: number) {
  const eb = candidate;
  return eb.exists(
    eb
      .selectFrom('blocks as b')
      .select(eb.lit(1).as('one'))
      .where((b) =>
        b.or([
          b.and([b('b.blocker_id', '=', memberId), b('b.blocked_id', '=', b.ref('p.id'))]),
          b.and([b('b.blocker_id', '=', b.ref('p.id')), b('b.blocked_id', '=', memberId)]),
        ]),
      ),
  );
}

/** No block between `p` and the member, either way. */
export const notBlockedWith = (memberId: number): Expression<SqlBool> =>
  candidate.not(blockedEitherWay(memberId));
