import { PROFILE_FIELD_NAMES } from '@community/contract';
import { sql as fragment, type InferResult, type Updateable } from 'kysely';
import type { Profiles } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import { mainPhotoOf, type TileRow, tileSelection } from '../members/index.ts';

/** A viewer's id as a query value: null (a visitor) equals nothing, so no block or unlock matches. */
const viewerValue = (viewerId: number | null) => fragment<number>`${viewerId}`;

function profileForViewerQuery(sql: Sql, profileId: number, viewerId: number | null, now: Date) {
  const viewer = viewerValue(viewerId);
  return typed(sql)
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.id')
    .select(['p.id', 'p.site_id', 'p.name', 'p.country', 'p.region', 'p.status', 'p.fictional'])
    .select(PROFILE_FIELD_NAMES.map((field) => `p.${field}` as const))
    .select((eb) => [
      fragment<
        number | null
      >`date_part('year', age(${now}::timestamptz, u.date_of_birth::timestamptz))::int`.as('age'),
      eb
        .and([eb('u.status', '=', 'active'), eb('p.status', '=', 'active'), eb.not(eb.ref('u.invisible'))])
        .$castTo<boolean>()
        .as('listed'),
      eb
        .exists(
          eb
            .selectFrom('blocks as b')
            .select(fragment.lit(1).as('one'))
            .whereRef('b.blocker_id', '=', 'p.id')
            .where('b.blocked_id', '=', viewer),
        )
        .$castTo<boolean>()
        .as('blocked_viewer'),
      eb
        .exists(
          eb
            .selectFrom('blocks as b')
            .select(fragment.lit(1).as('one'))
            .where('b.blocker_id', '=', viewer)
            .whereRef('b.blocked_id', '=', 'p.id'),
        )
        .$castTo<boolean>()
        .as('blocked_by_viewer'),
      mainPhotoOf(false).as('main_photo'),
    ])
    .where('p.id', '=', profileId);
}

/**
 * Another member's profile with what the view rules need, seen from one viewer (null: a visitor):
 * `blocked_viewer` is the viewed member blocking the viewer, `blocked_by_viewer` the other way round.
 */
export type ViewedProfileRow = InferResult<ReturnType<typeof profileForViewerQuery>>[number];

export async function findProfileForViewer(
  sql: Sql,
  profileId: number,
  viewerId: number | null,
  now: Date,
): Promise<ViewedProfileRow | undefined> {
  return profileForViewerQuery(sql, profileId, viewerId, now).executeTakeFirst();
}

export type ViewedPhotoRow = { id: number; file_key: string; private: boolean; unlocked: boolean };

/** A member's active photos, the main one first, with whether this viewer unlocked each. */
export async function listActivePhotos(
  sql: Sql,
  profileId: number,
  mainPhotoId: number | null,
  viewerId: number | null,
): Promise<ViewedPhotoRow[]> {
  return typed(sql)
    .selectFrom('photos as ph')
    .select((eb) => [
      'ph.id',
      'ph.file_key',
      'ph.private',
      eb
        .exists(
          eb
            .selectFrom('photo_unlocks as pu')
            .select(fragment.lit(1).as('one'))
            .whereRef('pu.photo_id', '=', 'ph.id')
            .where('pu.viewer_id', '=', viewerValue(viewerId)),
        )
        .$castTo<boolean>()
        .as('unlocked'),
    ])
    .where('ph.user_id', '=', profileId)
    .where('ph.status', '=', 'active')
    .orderBy((eb) => eb('ph.id', '=', fragment<number>`${mainPhotoId}`), 'desc')
    .orderBy('ph.id')
    .execute();
}

/**
 * Related profiles: listed members of the same site, country and gender as the viewed one, with a photo,
 * the next ids after it (wrapping round), never the viewer or anyone blocked either way. Walking the
 * primary key keeps this fast on a million profiles.
 */
export async function findRelatedProfiles(
  sql: Sql,
  viewed: { id: number; site_id: number; country: string; gender: string },
  viewerId: number | null,
  now: Date,
  limit: number,
): Promise<TileRow[]> {
  const db = typed(sql);
  const viewer = viewerValue(viewerId);
  const related = (side: '>' | '<') =>
    db
      .selectFrom('listed_profiles as p')
      .innerJoin('users as u', 'u.id', 'p.id')
      .select(tileSelection(now))
      .where((eb) =>
        eb.and([
          eb('p.site_id', '=', viewed.site_id),
          eb('p.country', '=', viewed.country),
          eb('p.gender', '=', viewed.gender),
          eb('p.id', '<>', viewed.id),
          eb('p.id', 'is distinct from', viewer),
          eb('p.main_photo_id', 'is not', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('blocks as b')
                .select(fragment.lit(1).as('one'))
                .where((block) =>
                  block.or([
                    block.and([
                      block('b.blocker_id', '=', viewer),
                      block('b.blocked_id', '=', block.ref('p.id')),
                    ]),
                    block.and([
                      block('b.blocker_id', '=', block.ref('p.id')),
                      block('b.blocked_id', '=', viewer),
                    ]),
                  ]),
                ),
            ),
          ),
          eb('p.id', side, viewed.id),
        ]),
      )
      .orderBy('p.id')
      .limit(limit);
  // Each side is ordered and limited by itself, then the ids after the viewed one come first.
  const rows = await db
    .selectFrom(related('>').as('after'))
    .selectAll()
    .unionAll(db.selectFrom(related('<').as('before')).selectAll())
    .execute();
  return rows.filter((row) => row.main_photo).slice(0, limit);
}

/**
 * Whom a member blocked, newest first; their profile may be hidden from lists but can be unblocked here. Not a
 * member who blocks them back: that profile cannot be viewed (SPEC §8), not even as a tile here (decision 0030).
 */
export async function findBlockedTiles(sql: Sql, blockerId: number, now: Date): Promise<TileRow[]> {
  return typed(sql)
    .selectFrom('blocks as bl')
    .innerJoin('profiles as p', 'p.id', 'bl.blocked_id')
    .innerJoin('users as u', 'u.id', 'p.id')
    .select(tileSelection(now))
    .where('bl.blocker_id', '=', blockerId)
    .where('u.status', '<>', 'purged')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('blocks as back')
            .select(fragment.lit(1).as('one'))
            .whereRef('back.blocker_id', '=', 'bl.blocked_id')
            .where('back.blocked_id', '=', blockerId),
        ),
      ),
    )
    .orderBy('bl.created_at', 'desc')
    .execute();
}

export type ProfileChanges = Pick<
  Updateable<Profiles>,
  'name' | (typeof PROFILE_FIELD_NAMES)[number] | 'country' | 'region' | 'place' | 'lat' | 'lon'
>;

/** Sets the given profile columns and updated_at; nothing when there are none. */
export async function updateProfile(sql: Sql, id: number, changes: ProfileChanges, now: Date): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await typed(sql)
    .updateTable('profiles')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}
