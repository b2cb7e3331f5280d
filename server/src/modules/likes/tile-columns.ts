import { sql as sqlFragment } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { candidate } from './candidate-walk.ts';

/**
 * The columns of a TileRow (members/queries.ts) for a profile aliased `p`, as the likes list and the swipe card
 * select them; the typed twin of members' tileColumns(). The age comes from the birth date copied onto the
 * profile (migration 0004), so no join with users is needed.
 */
export function tileColumns(now: Date) {
  const eb = candidate;
  return [
    'p.id',
    'p.name',
    sqlFragment<
      number | null
    >`date_part('year', age(${now}::timestamptz, ${eb.ref('p.birth_date')}::timestamptz))::int`.as('age'),
    'p.country',
    'p.region',
    'p.fictional',
    jsonObjectFrom(
      eb
        .selectFrom('photos as ph')
        .select(['ph.id', 'ph.file_key', 'ph.status'])
        .whereRef('ph.id', '=', 'p.main_photo_id')
        .where('ph.status', '=', 'active'),
    ).as('main_photo'),
  ] as const;
}
