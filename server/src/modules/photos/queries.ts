import type { PhotoRejectReason, PhotoStatus } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';

export type PhotoRow = {
  id: number;
  user_id: number;
  file_key: string;
  folder: string;
  status: PhotoStatus;
  reject_reason: PhotoRejectReason | null;
  private: boolean;
  created_at: Date;
};
const columns = (prefix: string) =>
  `${prefix}id::int AS id, ${prefix}user_id::int AS user_id, ${prefix}file_key, ${prefix}folder, ${prefix}status,
   ${prefix}reject_reason, ${prefix}private, ${prefix}created_at`;
const COLUMNS = columns('');

export async function listOwnPhotos(sql: Sql, userId: number): Promise<PhotoRow[]> {
  const { rows } = await sql.query<PhotoRow>(`SELECT ${COLUMNS} FROM photos WHERE user_id = $1 ORDER BY id`, [
    userId,
  ]);
  return rows;
}

export async function findPhoto(sql: Sql, id: number, lock = false): Promise<PhotoRow | undefined> {
  const { rows } = await sql.query<PhotoRow>(
    `SELECT ${COLUMNS} FROM photos WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** Photos that count against the limit: rejected ones can always be replaced. */
export async function countCountedPhotos(sql: Sql, userId: number): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM photos WHERE user_id = $1 AND status <> 'rejected'`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** Whether the member stored a photo under this client_id already (a retried or repeated upload). */
export async function hasPhotoWithClientId(sql: Sql, userId: number, clientId: string): Promise<boolean> {
  const { rowCount } = await sql.query('SELECT 1 FROM photos WHERE user_id = $1 AND client_id = $2', [
    userId,
    clientId,
  ]);
  return rowCount === 1;
}

/**
 * The new photo's id, or undefined when the member has one under this client_id already: the unique index
 * (user_id, client_id) decides between two uploads at once. Without a client_id every insert is new.
 */
export async function insertPhoto(
  sql: Sql,
  photo: {
    userId: number;
    clientId: string | null;
    fileKey: string;
    folder: string;
    width: number;
    height: number;
    now: Date;
  },
): Promise<number | undefined> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO photos (user_id, client_id, file_key, folder, width, height, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, client_id) DO NOTHING RETURNING id::int AS id`,
    [photo.userId, photo.clientId, photo.fileKey, photo.folder, photo.width, photo.height, photo.now],
  );
  return rows[0]?.id;
}

export async function setPhotoPrivate(sql: Sql, id: number, isPrivate: boolean): Promise<void> {
  await sql.query('UPDATE photos SET private = $2 WHERE id = $1', [id, isPrivate]);
}

export async function deletePhotoRow(sql: Sql, id: number): Promise<void> {
  await sql.query('DELETE FROM photos WHERE id = $1', [id]);
}

export async function setMainPhoto(
  sql: Sql,
  userId: number,
  photoId: number | null,
  now: Date,
): Promise<void> {
  await sql.query('UPDATE profiles SET main_photo_id = $2, updated_at = $3 WHERE id = $1', [
    userId,
    photoId,
    now,
  ]);
}

/**
 * Keeps the main photo sensible after a change: a missing, rejected or private main photo gives way to the
 * newest active public photo, else the newest public one still being checked, else none.
 */
export async function refreshMainPhoto(sql: Sql, userId: number, now: Date): Promise<void> {
  await sql.query(
    `UPDATE profiles p SET main_photo_id = (
        SELECT ph.id FROM photos ph
        WHERE ph.user_id = p.id AND ph.status <> 'rejected' AND NOT ph.private
        ORDER BY (ph.status = 'active') DESC, ph.id DESC LIMIT 1),
      updated_at = $2
     WHERE p.id = $1 AND NOT EXISTS (
       SELECT 1 FROM photos cur WHERE cur.id = p.main_photo_id AND cur.status <> 'rejected' AND NOT cur.private)`,
    [userId, now],
  );
}

/** Facts the serving and unlocking rules need about a photo and its owner, seen from one viewer. */
export type PhotoAccessRow = PhotoRow & {
  owner_listed: boolean;
  owner_site_id: number;
  blocked_either_way: boolean;
  unlocked: boolean;
};

export async function findPhotoForViewer(
  sql: Sql,
  photoId: number,
  viewerId: number | null,
): Promise<PhotoAccessRow | undefined> {
  const { rows } = await sql.query<PhotoAccessRow>(
    `SELECT ${columns('ph.')},
       (u.status = 'active' AND p.status = 'active' AND NOT u.invisible) AS owner_listed,
       u.site_id AS owner_site_id,
       ($2::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM blocks b
          WHERE (b.blocker_id = ph.user_id AND b.blocked_id = $2) OR (b.blocker_id = $2 AND b.blocked_id = ph.user_id)))
         AS blocked_either_way,
       ($2::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM photo_unlocks pu WHERE pu.photo_id = ph.id AND pu.viewer_id = $2))
         AS unlocked
     FROM photos ph JOIN users u ON u.id = ph.user_id JOIN profiles p ON p.id = ph.user_id
     WHERE ph.id = $1`,
    [photoId, viewerId],
  );
  return rows[0];
}

export async function insertUnlock(sql: Sql, viewerId: number, photoId: number, now: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    `INSERT INTO photo_unlocks (viewer_id, photo_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [viewerId, photoId, now],
  );
  return rowCount === 1;
}

/** The owner's photos a moderator decided on that the owner has not been told about yet, oldest first. */
export async function listUnannouncedDecisions(sql: Sql, userId: number): Promise<PhotoRow[]> {
  const { rows } = await sql.query<PhotoRow>(
    `SELECT ${COLUMNS} FROM photos
     WHERE user_id = $1 AND reviewed_at IS NOT NULL AND decision_announced_at IS NULL AND status <> 'inspection'
     ORDER BY reviewed_at, id LIMIT 100`,
    [userId],
  );
  return rows;
}

/** The owner has been told: only their own photos, and only once (a repeat changes nothing). */
export async function markDecisionsAnnounced(
  sql: Sql,
  userId: number,
  ids: number[],
  now: Date,
): Promise<void> {
  await sql.query(
    `UPDATE photos SET decision_announced_at = $3
     WHERE user_id = $1 AND id = ANY($2::bigint[]) AND reviewed_at IS NOT NULL AND decision_announced_at IS NULL`,
    [userId, ids, now],
  );
}
