import type { LanderName } from '@community/contract';
import { type Expression, type ExpressionBuilder, sql as fragment, type SqlBool } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB, Profiles } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import type { TileRow } from '../members/index.ts';
import { gendersOf, type TeaserAudience } from './policy.ts';

/** The variant a slug names: the site's own row before the one for every site. */
export function findVariant(sql: Sql, siteId: number, lander: LanderName, slug: string) {
  return typed(sql)
    .selectFrom('lander_variants')
    .select(['slug', 'audience', 'niche', 'headline', 'subline', 'call_to_action'])
    .where('lander', '=', lander)
    .where('slug', '=', slug)
    .where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)]))
    .orderBy(fragment`site_id IS NULL`)
    .limit(1)
    .executeTakeFirst();
}
export type VariantRow = NonNullable<Awaited<ReturnType<typeof findVariant>>>;

type Source = DB & { p: Profiles };

/** The day `years` before `today` (UTC); 29 February falls back to the 28th in other years. */
function yearsBefore(today: Date, years: number): string {
  const [year, month, day] = [today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()];
  let date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month) date = new Date(Date.UTC(year, month + 1, 0));
  return date.toISOString().slice(0, 10);
}

/** Listed profiles (active, of an active, visible member) of the site, within the audience's bounds. */
function audienceWhere(siteId: number, audience: TeaserAudience, now: Date) {
  return (eb: ExpressionBuilder<Source, 'p'>) => {
    const conditions: Expression<SqlBool>[] = [eb.ref('p.listed'), eb('p.site_id', '=', siteId)];
    const genders = gendersOf(audience.audience);
    if (genders) conditions.push(eb('p.gender', 'in', genders));
    if (audience.sexualities) conditions.push(eb('p.sexuality', 'in', audience.sexualities));
    if (audience.bodyTypes) conditions.push(eb('p.body_type', 'in', audience.bodyTypes));
    if (audience.minAge !== undefined)
      conditions.push(
        eb('p.birth_date', '<=', eb.cast<Date>(eb.val(yearsBefore(now, audience.minAge)), 'date')),
      );
    if (audience.maxAge !== undefined)
      conditions.push(
        eb('p.birth_date', '>', eb.cast<Date>(eb.val(yearsBefore(now, audience.maxAge + 1)), 'date')),
      );
    return eb.and(conditions);
  };
}

/**
 * The main photo a teaser may show: active (approved) and never private, else none (migration 0003's rule keeps a
 * private photo from being the main one; this does not rely on it).
 */
const publicMainPhoto = (eb: ExpressionBuilder<Source, 'p'>) =>
  jsonObjectFrom(
    eb
      .selectFrom('photos as ph')
      .select(['ph.id', 'ph.file_key', 'ph.status'])
      .whereRef('ph.id', '=', 'p.main_photo_id')
      .where('ph.status', '=', 'active')
      .where('ph.private', '=', false),
  );

/** Up to `limit` teasers, those with a public photo first, newest first. */
export async function findTeasers(
  sql: Sql,
  siteId: number,
  audience: TeaserAudience,
  limit: number,
  now: Date,
  viewerId: number | null,
): Promise<TileRow[]> {
  const rows = await typed(sql)
    .selectFrom('profiles as p')
    .select((eb) => [
      'p.id',
      'p.name',
      fragment<number | null>`date_part('year', age(${now}::timestamptz, p.birth_date::timestamptz))::int`.as(
        'age',
      ),
      'p.country',
      'p.region',
      'p.fictional',
      publicMainPhoto(eb).as('main_photo'),
    ])
    .where(audienceWhere(siteId, audience, now))
    // A logged-in viewer: never themself, nor anyone they blocked or who blocked them.
    .$if(viewerId !== null, (qb) =>
      qb.where('p.id', '<>', viewerId as number).where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('blocks as b')
              .select(fragment.lit(1).as('one'))
              .where((eb) =>
                eb.or([
                  eb.and([
                    eb('b.blocker_id', '=', viewerId as number),
                    eb('b.blocked_id', '=', eb.ref('p.id')),
                  ]),
                  eb.and([
                    eb('b.blocked_id', '=', viewerId as number),
                    eb('b.blocker_id', '=', eb.ref('p.id')),
                  ]),
                ]),
              ),
          ),
        ),
      ),
    )
    .orderBy(
      fragment`(SELECT 1 FROM photos ph WHERE ph.id = p.main_photo_id AND ph.status = 'active' AND NOT ph.private) IS NULL`,
    )
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows;
}

/** How many listed members of the audience the site has, counting no further than `cap`. */
export async function countAudience(
  sql: Sql,
  siteId: number,
  audience: TeaserAudience,
  now: Date,
  cap: number,
): Promise<number> {
  const found = typed(sql)
    .selectFrom('profiles as p')
    .select(fragment.lit(1).as('one'))
    .where(audienceWhere(siteId, audience, now))
    .limit(cap);
  const row = await typed(sql)
    .selectFrom(found.as('c'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Members of the audience per country and region (no finer place), the largest first. */
export async function countRegions(
  sql: Sql,
  siteId: number,
  audience: TeaserAudience,
  now: Date,
  limit: number,
): Promise<{ country: string; region: string; count: number }[]> {
  const rows = await typed(sql)
    .selectFrom('profiles as p')
    .select((eb) => ['p.country', 'p.region', eb.fn.countAll<number>().as('count')])
    .where(audienceWhere(siteId, audience, now))
    .where('p.region', 'is not', null)
    .groupBy(['p.country', 'p.region'])
    .orderBy('count', 'desc')
    .orderBy('p.country')
    .orderBy('p.region')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    country: row.country,
    region: row.region as string,
    count: Number(row.count),
  }));
}
