import type { Gender, PhotoStatus, Sexuality } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';
import { type TileRow, tileColumns } from '../members/index.ts';

/** Where a like came from: the sources a member can give, and `auto` for a fictional profile's like. */
export type StoredLikeSource =
  | 'profile'
  | 'tile'
  | 'swipe'
  | 'match_finder'
  | 'signup_matches'
  | 'likes'
  | 'auto';

/** The member who likes, judges or is auto-liked: what the rules need. */
export type LikerRow = {
  id: number;
  site_id: number;
  status: 'not_confirmed' | 'active' | 'deleted' | 'purged';
  paid_user: boolean;
  /** The member's own profile is listed (confirmed, active, not invisible). */
  listed: boolean;
  gender: Gender;
  sexuality: Sexuality;
  country: string;
};

/**
 * With `lock`, the member's users row stays locked until the transaction ends, which serializes the member's
 * swipes and auto-likes. NO KEY UPDATE: others' likes of the member (a foreign-key check) are not held up.
 */
export async function findLiker(sql: Sql, id: number, lock = false): Promise<LikerRow | undefined> {
  const { rows } = await sql.query<LikerRow>(
    `SELECT u.id::int AS id, u.site_id, u.status, u.paid_user, p.listed, p.gender, p.sexuality, p.country
     FROM users u JOIN profiles p ON p.id = u.id WHERE u.id = $1${lock ? ' FOR NO KEY UPDATE OF u' : ''}`,
    [id],
  );
  return rows[0];
}

type MainPhoto = { id: number; file_key: string; status: PhotoStatus } | null;

/** A profile a member wants to like, seen from that member. */
export type LikeTargetRow = {
  id: number;
  site_id: number;
  name: string;
  listed: boolean;
  main_photo: MainPhoto;
  blocked_either_way: boolean;
  /** The member already likes this profile. */
  liked: boolean;
  /** This profile likes the member. */
  likes_member: boolean;
};

export async function findLikeTarget(
  sql: Sql,
  memberId: number,
  profileId: number,
): Promise<LikeTargetRow | undefined> {
  const { rows } = await sql.query<LikeTargetRow>(
    `SELECT p.id::int AS id, p.site_id, p.name, p.listed,
       (SELECT json_build_object('id', ph.id::int, 'file_key', ph.file_key, 'status', ph.status)
          FROM photos ph WHERE ph.id = p.main_photo_id) AS main_photo,
       EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = p.id)
                 OR (b.blocker_id = p.id AND b.blocked_id = $1)) AS blocked_either_way,
       EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = $1 AND l.liked_id = p.id) AS liked,
       EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = p.id AND l.liked_id = $1) AS likes_member
     FROM profiles p WHERE p.id = $2`,
    [memberId, profileId],
  );
  return rows[0];
}

/** Stores a like once; answers whether it is new (a repeated like changes nothing). */
export async function insertLike(
  sql: Sql,
  like: { likerId: number; likedId: number; source: StoredLikeSource; now: Date },
): Promise<boolean> {
  const { rowCount } = await sql.query(
    `INSERT INTO likes (liker_id, liked_id, source, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (liker_id, liked_id) DO NOTHING`,
    [like.likerId, like.likedId, like.source, like.now],
  );
  return rowCount === 1;
}

export async function deleteLike(sql: Sql, likerId: number, likedId: number): Promise<void> {
  await sql.query('DELETE FROM likes WHERE liker_id = $1 AND liked_id = $2', [likerId, likedId]);
}

/** The like of `likerId` for `likedId` counts as seen from now on (no longer "new"). */
export async function markLikeSeen(sql: Sql, likerId: number, likedId: number, now: Date): Promise<void> {
  await sql.query('UPDATE likes SET seen_at = $3 WHERE liker_id = $1 AND liked_id = $2 AND seen_at IS NULL', [
    likerId,
    likedId,
    now,
  ]);
}

/**
 * A member opens a profile: whether they like it and it likes them; its like for the member, if any, is seen
 * from now on (SPEC §4). One round trip.
 */
export async function openProfileLikes(
  sql: Sql,
  viewerId: number,
  profileId: number,
  now: Date,
): Promise<{ liked: boolean; likes_viewer: boolean }> {
  const { rows } = await sql.query<{ liked: boolean; likes_viewer: boolean }>(
    `WITH seen AS (
       UPDATE likes SET seen_at = $3 WHERE liker_id = $2 AND liked_id = $1 AND seen_at IS NULL RETURNING 1
     )
     SELECT EXISTS (SELECT 1 FROM likes WHERE liker_id = $1 AND liked_id = $2) AS liked,
       EXISTS (SELECT 1 FROM likes WHERE liker_id = $2 AND liked_id = $1) AS likes_viewer`,
    [viewerId, profileId, now],
  );
  return rows[0] as { liked: boolean; likes_viewer: boolean };
}

export type LikesListRow = TileRow & {
  liked_at: Date | null;
  liked_me_at: Date | null;
  /** The other member's like for the member has not been seen yet. */
  like_new: boolean;
};

/**
 * Everyone the member liked or was liked by, each once: listed profiles of the site, nobody blocked either
 * way. Capped at `cap`, keeping new likes first and then the newest activity; the caller orders the answer.
 */
export async function findLikesList(
  sql: Sql,
  memberId: number,
  siteId: number,
  now: Date,
  cap: number,
): Promise<LikesListRow[]> {
  const { rows } = await sql.query<LikesListRow>(
    `WITH involved AS (
       SELECT liked_id AS id FROM likes WHERE liker_id = $1
       UNION
       SELECT liker_id FROM likes WHERE liked_id = $1
     )
     SELECT ${tileColumns('$3')}, given.created_at AS liked_at, received.created_at AS liked_me_at,
       (received.liker_id IS NOT NULL AND received.seen_at IS NULL) AS like_new
     FROM involved i
     JOIN profiles p ON p.id = i.id AND p.listed AND p.site_id = $2
     LEFT JOIN likes given ON given.liker_id = $1 AND given.liked_id = p.id
     LEFT JOIN likes received ON received.liker_id = p.id AND received.liked_id = $1
     WHERE NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = p.id)
                         OR (b.blocker_id = p.id AND b.blocked_id = $1))
     ORDER BY (received.liker_id IS NOT NULL AND received.seen_at IS NULL) DESC,
       greatest(given.created_at, received.created_at) DESC, p.id DESC
     LIMIT $4`,
    [memberId, siteId, now, cap],
  );
  return rows;
}

/** Auto-likes the member received since `since`, and when the last one came. */
export async function recentAutoLikes(
  sql: Sql,
  memberId: number,
  since: Date,
): Promise<{ count: number; last: Date | null }> {
  const { rows } = await sql.query<{ count: number; last: Date | null }>(
    `SELECT count(*)::int AS count, max(created_at) AS last FROM likes
     WHERE liked_id = $1 AND source = 'auto' AND created_at > $2`,
    [memberId, since],
  );
  return rows[0] ?? { count: 0, last: null };
}

/** Likes the member gave through the swipe game since `since` (the start of the UTC day). */
export async function countSwipeLikes(sql: Sql, memberId: number, since: Date): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM likes WHERE liker_id = $1 AND source = 'swipe' AND created_at >= $2`,
    [memberId, since],
  );
  return rows[0]?.count ?? 0;
}

/** The profile shown in the match modal. */
export type MatchProfileRow = { id: number; name: string; main_photo: MainPhoto };

export async function findMatchProfile(sql: Sql, profileId: number): Promise<MatchProfileRow | undefined> {
  const { rows } = await sql.query<MatchProfileRow>(
    `SELECT p.id::int AS id, p.name,
       (SELECT json_build_object('id', ph.id::int, 'file_key', ph.file_key, 'status', ph.status)
          FROM photos ph WHERE ph.id = p.main_photo_id) AS main_photo
     FROM profiles p WHERE p.id = $1`,
    [profileId],
  );
  return rows[0];
}

/** What the data export lists of the member's likes: ids and dates only. */
export async function exportLikes(sql: Sql, memberId: number) {
  const given = await sql.query(
    `SELECT liked_id::int AS profile_id, created_at FROM likes WHERE liker_id = $1 ORDER BY created_at`,
    [memberId],
  );
  const received = await sql.query(
    `SELECT liker_id::int AS profile_id, created_at, seen_at FROM likes WHERE liked_id = $1 ORDER BY created_at`,
    [memberId],
  );
  const passes = await sql.query(
    `SELECT profile_id::int AS profile_id, created_at FROM swipe_passes WHERE member_id = $1 ORDER BY created_at`,
    [memberId],
  );
  return { given: given.rows, received: received.rows, swipe_passes: passes.rows };
}

/**
 * The purge of a deleted account: its likes either way (its profile is gone) and its own swipe passes. Others'
 * passes of it stay: they are theirs, and point at a profile that is never listed again.
 */
export async function purgeLikes(sql: Sql, memberId: number): Promise<void> {
  await sql.query('DELETE FROM likes WHERE liker_id = $1 OR liked_id = $1', [memberId]);
  await sql.query('DELETE FROM swipe_passes WHERE member_id = $1', [memberId]);
}
