import { type PhotoStatus, PROFILE_FIELD_NAMES, type ProfileFieldName } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';
import { type ProfileRow, type TileRow, tileColumns } from '../members/index.ts';

/** Another member's profile with what the view rules need, seen from one viewer (null: a visitor). */
export type ViewedProfileRow = Omit<ProfileRow, 'main_photo' | 'signup_message' | 'place'> & {
  site_id: number;
  age: number | null;
  listed: boolean;
  /** The viewed member blocked the viewer. */
  blocked_viewer: boolean;
  /** The viewer blocked the viewed member. */
  blocked_by_viewer: boolean;
  main_photo: { id: number; file_key: string; status: PhotoStatus } | null;
};

const AGE = `date_part('year', age($2::timestamptz, u.date_of_birth::timestamptz))::int`;

export async function findProfileForViewer(
  sql: Sql,
  profileId: number,
  viewerId: number | null,
  now: Date,
): Promise<ViewedProfileRow | undefined> {
  const { rows } = await sql.query<ViewedProfileRow>(
    `SELECT p.id::int AS id, p.site_id, p.name, p.country, p.region, p.status, p.fictional,
       ${PROFILE_FIELD_NAMES.map((field) => `p.${field}`).join(', ')},
       ${AGE} AS age,
       (u.status = 'active' AND p.status = 'active' AND NOT u.invisible) AS listed,
       EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p.id AND b.blocked_id = $3) AS blocked_viewer,
       EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $3 AND b.blocked_id = p.id) AS blocked_by_viewer,
       (SELECT json_build_object('id', ph.id::int, 'file_key', ph.file_key, 'status', ph.status)
          FROM photos ph WHERE ph.id = p.main_photo_id) AS main_photo
     FROM profiles p JOIN users u ON u.id = p.id
     WHERE p.id = $1`,
    [profileId, now, viewerId],
  );
  return rows[0];
}

export type ViewedPhotoRow = { id: number; file_key: string; private: boolean; unlocked: boolean };

/** A member's active photos, the main one first, with whether this viewer unlocked each. */
export async function listActivePhotos(
  sql: Sql,
  profileId: number,
  mainPhotoId: number | null,
  viewerId: number | null,
): Promise<ViewedPhotoRow[]> {
  const { rows } = await sql.query<ViewedPhotoRow>(
    `SELECT ph.id::int AS id, ph.file_key, ph.private,
       EXISTS (SELECT 1 FROM photo_unlocks pu WHERE pu.photo_id = ph.id AND pu.viewer_id = $3) AS unlocked
     FROM photos ph WHERE ph.user_id = $1 AND ph.status = 'active'
     ORDER BY ph.id = $2 DESC, ph.id`,
    [profileId, mainPhotoId, viewerId],
  );
  return rows;
}

const TILE_COLUMNS = tileColumns('$2');
const NOT_BLOCKED = `NOT EXISTS (SELECT 1 FROM blocks b
  WHERE (b.blocker_id = $3 AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = $3))`;

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
  const where = `p.site_id = $4 AND p.country = $5 AND p.gender = $6 AND p.id <> $1
    AND p.id IS DISTINCT FROM $3 AND p.main_photo_id IS NOT NULL AND ${NOT_BLOCKED}`;
  const { rows } = await sql.query<TileRow>(
    `(SELECT ${TILE_COLUMNS} FROM listed_profiles p JOIN users u ON u.id = p.id
        WHERE ${where} AND p.id > $1 ORDER BY p.id LIMIT $7)
     UNION ALL
     (SELECT ${TILE_COLUMNS} FROM listed_profiles p JOIN users u ON u.id = p.id
        WHERE ${where} AND p.id < $1 ORDER BY p.id LIMIT $7)`,
    [viewed.id, now, viewerId, viewed.site_id, viewed.country, viewed.gender, limit],
  );
  return rows.filter((row) => row.main_photo).slice(0, limit);
}

/**
 * Whom a member blocked, newest first; their profile may be hidden from lists but can be unblocked here. Not a
 * member who blocks them back: that profile cannot be viewed (SPEC §8), not even as a tile here (decision 0030).
 */
export async function findBlockedTiles(sql: Sql, blockerId: number, now: Date): Promise<TileRow[]> {
  const { rows } = await sql.query<TileRow>(
    `SELECT ${TILE_COLUMNS} FROM blocks bl JOIN profiles p ON p.id = bl.blocked_id JOIN users u ON u.id = p.id
     WHERE bl.blocker_id = $1 AND u.status <> 'purged'
       AND NOT EXISTS (SELECT 1 FROM blocks back WHERE back.blocker_id = bl.blocked_id AND back.blocked_id = $1)
     ORDER BY bl.created_at DESC`,
    [blockerId, now],
  );
  return rows;
}

export type ProfileChanges = Partial<
  Pick<ProfileRow, 'name' | ProfileFieldName | 'country' | 'region' | 'place'> & {
    lat: number | null;
    lon: number | null;
  }
>;

/** Sets the given profile columns (names are ours, never the caller's input). */
export async function updateProfile(sql: Sql, id: number, changes: ProfileChanges, now: Date): Promise<void> {
  const entries = Object.entries(changes);
  if (entries.length === 0) return;
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
  await sql.query(`UPDATE profiles SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1`, [
    id,
    now,
    ...entries.map(([, value]) => value),
  ]);
}
