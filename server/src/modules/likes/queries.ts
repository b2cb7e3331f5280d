import type { Gender } from '@community/contract';
import { type Expression, expressionBuilder, type Selectable, type SqlBool } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Likes, Profiles, Users } from '../../db/tables.ts';
import { preparedStatement, typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import { tileSelection } from '../members/index.ts';
import {
  blockedEitherWay,
  candidate,
  hasActivePhoto,
  notBlockedWith,
  wantsGenderOf,
} from './candidate-walk.ts';

/** Where a like came from: the sources a member can give, and `auto` for a fictional profile's like. */
export type StoredLikeSource = Likes['source'];

/** The member who likes, judges or is auto-liked: what the rules need (`listed`: their own profile is listed). */
export type LikerRow = Pick<Selectable<Users>, 'id' | 'site_id' | 'status' | 'paid_user' | 'slowed_until'> &
  Pick<Selectable<Profiles>, 'listed' | 'gender' | 'sexuality' | 'country'>;

/**
 * With `lock`, the member's users row stays locked until the transaction ends, which serializes the member's
 * swipes and auto-likes. NO KEY UPDATE: others' likes of the member (a foreign-key check) are not held up.
 */
export async function findLiker(sql: Sql, id: number, lock = false): Promise<LikerRow | undefined> {
  return typed(sql)
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.id', 'u.id')
    .select([
      'u.id',
      'u.site_id',
      'u.status',
      'u.paid_user',
      'u.slowed_until',
      'p.listed',
      'p.gender',
      'p.sexuality',
      'p.country',
    ])
    .where('u.id', '=', id)
    .$if(lock, (qb) => qb.forNoKeyUpdate('u'))
    .executeTakeFirst();
}

/** The main photo of profile `p` (whatever its status), as JSON. */
const mainPhoto = () =>
  jsonObjectFrom(
    candidate
      .selectFrom('photos as ph')
      .select(['ph.id', 'ph.file_key', 'ph.status'])
      .whereRef('ph.id', '=', 'p.main_photo_id'),
  ).as('main_photo');

/** `likerId` likes profile `p` (or `p` likes `likedId`). */
const likes = (likerId: number | 'p', likedId: number | 'p') =>
  candidate.exists(
    candidate
      .selectFrom('likes as l')
      .select(candidate.lit(1).as('one'))
      .where('l.liker_id', '=', likerId === 'p' ? candidate.ref('p.id') : likerId)
      .where('l.liked_id', '=', likedId === 'p' ? candidate.ref('p.id') : likedId),
  );

/**
 * A profile a member wants to like, seen from that member: `blocked_either_way`, whether the member already
 * likes it (`liked`) and whether it likes the member (`likes_member`).
 */
export async function findLikeTarget(sql: Sql, memberId: number, profileId: number) {
  return typed(sql)
    .selectFrom('profiles as p')
    .select([
      'p.id',
      'p.site_id',
      'p.name',
      'p.listed',
      mainPhoto(),
      blockedEitherWay(memberId).$castTo<boolean>().as('blocked_either_way'),
      likes(memberId, 'p').$castTo<boolean>().as('liked'),
      likes('p', memberId).$castTo<boolean>().as('likes_member'),
    ])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
}
export type LikeTargetRow = NonNullable<Awaited<ReturnType<typeof findLikeTarget>>>;

/** Stores a like once; answers whether it is new (a repeated like changes nothing). */
export async function insertLike(
  sql: Sql,
  like: { likerId: number; likedId: number; source: StoredLikeSource; now: Date },
): Promise<boolean> {
  const result = await typed(sql)
    .insertInto('likes')
    .values({ liker_id: like.likerId, liked_id: like.likedId, source: like.source, created_at: like.now })
    .onConflict((conflict) => conflict.columns(['liker_id', 'liked_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) === 1;
}

export async function deleteLike(sql: Sql, likerId: number, likedId: number): Promise<void> {
  await typed(sql)
    .deleteFrom('likes')
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .execute();
}

/** The like of `likerId` for `likedId` counts as seen from now on (no longer "new"). */
export async function markLikeSeen(sql: Sql, likerId: number, likedId: number, now: Date): Promise<void> {
  await typed(sql)
    .updateTable('likes')
    .set({ seen_at: now })
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .where('seen_at', 'is', null)
    .execute();
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
  const likeOf = (likerId: number, likedId: number) =>
    candidate.exists(
      candidate
        .selectFrom('likes')
        .select(candidate.lit(1).as('one'))
        .where('liker_id', '=', likerId)
        .where('liked_id', '=', likedId),
    );
  return typed(sql)
    .with('seen', (db) =>
      db
        .updateTable('likes')
        .set({ seen_at: now })
        .where('liker_id', '=', profileId)
        .where('liked_id', '=', viewerId)
        .where('seen_at', 'is', null)
        .returning((eb) => eb.lit(1).as('one')),
    )
    .selectNoFrom([
      likeOf(viewerId, profileId).$castTo<boolean>().as('liked'),
      likeOf(profileId, viewerId).$castTo<boolean>().as('likes_viewer'),
    ])
    .executeTakeFirstOrThrow();
}

/** The like `received` (left-joined) is there and not seen yet. */
const received = expressionBuilder<{ received: Likes }, 'received'>();
const likeNew = received.and([
  received('received.liker_id', 'is not', null),
  received('received.seen_at', 'is', null),
]);

/**
 * Everyone the member liked or was liked by, each once: listed profiles of the site, nobody blocked either
 * way. Capped at `cap`, keeping new likes first and then the newest activity; the caller orders the answer.
 * `like_new`: the other member's like for the member has not been seen yet.
 */
/** Prepared once (PostgreSQL parses and plans it once per connection): the likes page polls it (decision 0068). */
const likesList = preparedStatement(
  'likes-list',
  4,
  (db, memberId: number, siteId: number, now: Date, cap: number) =>
    db
      .with('involved', (db) =>
        db
          .selectFrom('likes')
          .select('liked_id as id')
          .where('liker_id', '=', memberId)
          .union(db.selectFrom('likes').select('liker_id as id').where('liked_id', '=', memberId)),
      )
      .selectFrom('involved as i')
      .innerJoin('profiles as p', (join) =>
        join
          .onRef('p.id', '=', 'i.id')
          .on((eb) => eb.ref('p.listed'))
          .on('p.site_id', '=', siteId),
      )
      .leftJoin('likes as given', (join) =>
        join.on('given.liker_id', '=', memberId).onRef('given.liked_id', '=', 'p.id'),
      )
      .leftJoin('likes as received', (join) =>
        join.onRef('received.liker_id', '=', 'p.id').on('received.liked_id', '=', memberId),
      )
      .select([
        ...tileSelection(now),
        'given.created_at as liked_at',
        'received.created_at as liked_me_at',
        likeNew.$castTo<boolean>().as('like_new'),
      ])
      .where(notBlockedWith(memberId))
      .orderBy(likeNew, 'desc')
      .orderBy((eb) => eb.fn('greatest', ['given.created_at', 'received.created_at']), 'desc')
      .orderBy('p.id', 'desc')
      .limit(cap),
);

export function findLikesList(sql: Sql, memberId: number, siteId: number, now: Date, cap: number) {
  return likesList(sql, memberId, siteId, now, cap);
}
export type LikesListRow = Awaited<ReturnType<typeof findLikesList>>[number];

/** Auto-likes the member received since `since`, and when the last one came. */
export async function recentAutoLikes(
  sql: Sql,
  memberId: number,
  since: Date,
): Promise<{ count: number; last: Date | null }> {
  const row = await typed(sql)
    .selectFrom('likes')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max<Date | null>('created_at').as('last')])
    .where('liked_id', '=', memberId)
    .where('source', '=', 'auto')
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row ?? { count: 0, last: null };
}

/** Likes the member gave through the swipe game since `since` (the start of the UTC day). */
export async function countSwipeLikes(sql: Sql, memberId: number, since: Date): Promise<number> {
  const row = await typed(sql)
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('liker_id', '=', memberId)
    .where('source', '=', 'swipe')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** The profile shown in the match modal. */
export async function findMatchProfile(sql: Sql, profileId: number) {
  return typed(sql)
    .selectFrom('profiles as p')
    .select(['p.id', 'p.name', mainPhoto()])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
}
export type MatchProfileRow = NonNullable<Awaited<ReturnType<typeof findMatchProfile>>>;

/**
 * An auto-like's candidate `p`: fictional, not the member, with an active photo, wanting the member's gender, no
 * block and no like either way.
 */
export function autoLikeCandidate(member: { id: number; gender: Gender }): Expression<SqlBool> {
  return candidate.and([
    candidate.ref('p.fictional'),
    candidate('p.id', '<>', member.id),
    hasActivePhoto,
    wantsGenderOf(member.gender),
    notBlockedWith(member.id),
    candidate.not(likes('p', member.id)),
    candidate.not(likes(member.id, 'p')),
  ]);
}

/** What the data export lists of the member's likes: ids and dates only. */
export async function exportLikes(sql: Sql, memberId: number) {
  const db = typed(sql);
  const given = await db
    .selectFrom('likes')
    .select(['liked_id as profile_id', 'created_at'])
    .where('liker_id', '=', memberId)
    .orderBy('created_at')
    .execute();
  const received = await db
    .selectFrom('likes')
    .select(['liker_id as profile_id', 'created_at', 'seen_at'])
    .where('liked_id', '=', memberId)
    .orderBy('created_at')
    .execute();
  const passes = await db
    .selectFrom('swipe_passes')
    .select(['profile_id', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
  return { given, received, swipe_passes: passes };
}

/**
 * The purge of a deleted account: its likes either way (its profile is gone) and its own swipe passes. Others'
 * passes of it stay: they are theirs, and point at a profile that is never listed again.
 */
export async function purgeLikes(sql: Sql, memberId: number): Promise<void> {
  const db = typed(sql);
  await db
    .deleteFrom('likes')
    .where((eb) => eb.or([eb('liker_id', '=', memberId), eb('liked_id', '=', memberId)]))
    .execute();
  await db.deleteFrom('swipe_passes').where('member_id', '=', memberId).execute();
}
