import type { Gender } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';

/** Collects query parameters; `add` answers the placeholder of a value. */
export class QueryParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A search for one profile among the listed profiles of a site: those of `genders`, the member's country
 * first, then the site's other countries, starting at `start` and wrapping round. `condition` filters the
 * candidate `p` further (photo, preferences, blocks, likes); it may add its own parameters.
 */
export type CandidateWalk = {
  siteId: number;
  country: string;
  genders: readonly Gender[];
  start: number;
  condition: (params: QueryParams) => string;
};

/** Index entries read per query, and queries per scope (country, elsewhere) before giving up. */
const WINDOW = 500;
const WINDOWS_PER_SCOPE = 40;

type Scope = 'country' | 'elsewhere';
type Window = { last: number | null; scanned: number; found: number | null };

/**
 * One window: the next WINDOW profiles by id from the search indexes of migration 0004 (gender is read from the
 * index), then the first of them that meets the condition. Each query does bounded work whatever the data.
 */
async function readWindow(
  sql: Sql,
  walk: CandidateWalk,
  scope: Scope,
  after: number,
  before: number | null,
): Promise<Window> {
  const params = new QueryParams();
  const site = params.add(walk.siteId);
  const country = params.add(walk.country);
  const genders = params.add(walk.genders);
  const from = params.add(after);
  const upTo = before === null ? '' : `AND p.id < ${params.add(before)}`;
  const condition = walk.condition(params);
  const { rows } = await sql.query<Window>(
    `WITH w AS MATERIALIZED (
       SELECT p.id FROM profiles p
       WHERE p.listed AND p.site_id = ${site} AND p.country ${scope === 'country' ? '=' : '<>'} ${country}
         AND p.gender = ANY(${genders}::text[]) AND p.id > ${from} ${upTo}
       ORDER BY p.id LIMIT ${WINDOW}
     )
     SELECT (SELECT max(id)::int FROM w) AS last, (SELECT count(*)::int FROM w) AS scanned,
       (SELECT p.id::int FROM w JOIN profiles p ON p.id = w.id WHERE ${condition} ORDER BY p.id LIMIT 1) AS found`,
    params.values,
  );
  return rows[0] as Window;
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
        if (window.last === null || window.scanned < WINDOW) break;
        cursor = window.last;
      }
    }
  }
  return undefined;
}

/** The highest listed profile id of a site, to draw starting points from. */
export async function highestListedId(sql: Sql, siteId: number): Promise<number> {
  const { rows } = await sql.query<{ max: number | null }>(
    'SELECT max(id)::int AS max FROM profiles WHERE listed AND site_id = $1',
    [siteId],
  );
  return rows[0]?.max ?? 0;
}

/**
 * SQL: profile `p` is of a gender the member wants (checked by the walk) and wants the member's gender back,
 * the same rule as wantedGenders() of the contract.
 */
export function wantsGender(memberGender: string): string {
  return `(p.sexuality = 'bi' OR (p.sexuality = 'hetero' AND p.gender <> ${memberGender})
    OR (p.sexuality IN ('gay', 'lesbian') AND p.gender = ${memberGender}))`;
}

/** SQL: profile `p` shows an active main photo. */
export const HAS_ACTIVE_PHOTO = `EXISTS (SELECT 1 FROM photos ph WHERE ph.id = p.main_photo_id AND ph.status = 'active')`;

/** SQL: no block between `p` and the member, either way. */
export function notBlocked(member: string): string {
  return `NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${member} AND b.blocked_id = p.id)
    OR (b.blocker_id = p.id AND b.blocked_id = ${member}))`;
}
