import type { ExpressionBuilder, Selectable } from 'kysely';
import type { DB, Photos } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

const PHOTO_COLUMNS = [
  'id',
  'user_id',
  'file_key',
  'folder',
  'status',
  'reject_reason',
  'private',
  'created_at',
] as const;

export type PhotoRow = Pick<Selectable<Photos>, (typeof PHOTO_COLUMNS)[number]>;

export async function listOwnPhotos(sql: Sql, userId: number): Promise<PhotoRow[]> {
  return typed(sql)
    .selectFrom('photos')
    .select(PHOTO_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function findPhoto(sql: Sql, id: number, lock = false): Promise<PhotoRow | undefined> {
  const query = typed(sql).selectFrom('photos').select(PHOTO_COLUMNS).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Locks the member's row until the transaction ends: one upload at a time passes the limit check. */
export async function lockMember(sql: Sql, userId: number): Promise<void> {
  await typed(sql)
    .selectFrom('users')
    .select((eb) => eb.lit(1).as('locked'))
    .where('id', '=', userId)
    .forUpdate()
    .execute();
}

/** The member's credits, their row locked until the transaction ends (so a booking cannot overdraw them). */
export async function lockMemberCredits(sql: Sql, userId: number): Promise<number | undefined> {
  const row = await typed(sql)
    .selectFrom('users')
    .select('credits')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.credits;
}

/** Photos that count against the limit: rejected ones can always be replaced. */
export async function countCountedPhotos(sql: Sql, userId: number): Promise<number> {
  const row = await typed(sql)
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '<>', 'rejected')
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Whether the member stored a photo under this client_id already (a retried or repeated upload). */
export async function hasPhotoWithClientId(sql: Sql, userId: number, clientId: string): Promise<boolean> {
  const rows = await typed(sql)
    .selectFrom('photos')
    .select((eb) => eb.lit(1).as('found'))
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .execute();
  return rows.length === 1;
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
  const row = await typed(sql)
    .insertInto('photos')
    .values({
      user_id: photo.userId,
      client_id: photo.clientId,
      file_key: photo.fileKey,
      folder: photo.folder,
      width: photo.width,
      height: photo.height,
      created_at: photo.now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function setPhotoPrivate(sql: Sql, id: number, isPrivate: boolean): Promise<void> {
  await typed(sql).updateTable('photos').set({ private: isPrivate }).where('id', '=', id).execute();
}

export async function deletePhotoRow(sql: Sql, id: number): Promise<void> {
  await typed(sql).deleteFrom('photos').where('id', '=', id).execute();
}

export async function setMainPhoto(
  sql: Sql,
  userId: number,
  photoId: number | null,
  now: Date,
): Promise<void> {
  await typed(sql)
    .updateTable('profiles')
    .set({ main_photo_id: photoId, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * Keeps the main photo sensible after a change: a missing, rejected or private main photo gives way to the
 * newest active public photo, else the newest public one still being checked, else none.
 */
export async function refreshMainPhoto(sql: Sql, userId: number, now: Date): Promise<void> {
  await typed(sql)
    .updateTable('profiles as p')
    .set((eb) => ({
      main_photo_id: eb
        .selectFrom('photos as ph')
        .select('ph.id')
        .whereRef('ph.user_id', '=', 'p.id')
        .where('ph.status', '<>', 'rejected')
        .where((ph) => ph.not(ph.ref('ph.private')))
        .orderBy((order) => order('ph.status', '=', 'active'), 'desc')
        .orderBy('ph.id', 'desc')
        .limit(1),
      updated_at: now,
    }))
    .where('p.id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('photos as cur')
            .select(eb.lit(1).as('found'))
            .whereRef('cur.id', '=', 'p.main_photo_id')
            .where('cur.status', '<>', 'rejected')
            .where((cur) => cur.not(cur.ref('cur.private'))),
        ),
      ),
    )
    .execute();
}

/** Whether a block stands between the photo's owner and the viewer, in either direction. */
const blockedEitherWay = (eb: ExpressionBuilder<DB, 'photos'>, viewerId: number) =>
  eb.exists(
    eb
      .selectFrom('blocks as b')
      .select(eb.lit(1).as('found'))
      .where((block) =>
        block.or([
          block.and([
            block('b.blocker_id', '=', block.ref('photos.user_id')),
            block('b.blocked_id', '=', viewerId),
          ]),
          block.and([
            block('b.blocker_id', '=', viewerId),
            block('b.blocked_id', '=', block.ref('photos.user_id')),
          ]),
        ]),
      ),
  );

const unlockedBy = (eb: ExpressionBuilder<DB, 'photos'>, viewerId: number) =>
  eb.exists(
    eb
      .selectFrom('photo_unlocks as pu')
      .select(eb.lit(1).as('found'))
      .whereRef('pu.photo_id', '=', 'photos.id')
      .where('pu.viewer_id', '=', viewerId),
  );

/** Facts the serving and unlocking rules need about a photo and its owner, seen from one viewer. */
export async function findPhotoForViewer(sql: Sql, photoId: number, viewerId: number | null) {
  return typed(sql)
    .selectFrom('photos')
    .innerJoin('users as u', 'u.id', 'photos.user_id')
    .innerJoin('profiles as p', 'p.id', 'photos.user_id')
    .select(PHOTO_COLUMNS.map((column) => `photos.${column}` as const))
    .select((eb) => [
      eb
        .and([eb('u.status', '=', 'active'), eb('p.status', '=', 'active'), eb.not(eb.ref('u.invisible'))])
        .as('owner_listed'),
      'u.site_id as owner_site_id',
      (viewerId === null ? eb.lit(false) : blockedEitherWay(eb, viewerId)).as('blocked_either_way'),
      (viewerId === null ? eb.lit(false) : unlockedBy(eb, viewerId)).as('unlocked'),
    ])
    .where('photos.id', '=', photoId)
    .executeTakeFirst();
}

export type PhotoAccessRow = NonNullable<Awaited<ReturnType<typeof findPhotoForViewer>>>;

export async function insertUnlock(sql: Sql, viewerId: number, photoId: number, now: Date): Promise<boolean> {
  const result = await typed(sql)
    .insertInto('photo_unlocks')
    .values({ viewer_id: viewerId, photo_id: photoId, created_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

/** The owner's photos a moderator decided on that the owner has not been told about yet, oldest first. */
export async function listUnannouncedDecisions(sql: Sql, userId: number): Promise<PhotoRow[]> {
  return typed(sql)
    .selectFrom('photos')
    .select(PHOTO_COLUMNS)
    .where('user_id', '=', userId)
    .where('reviewed_at', 'is not', null)
    .where('decision_announced_at', 'is', null)
    .where('status', '<>', 'inspection')
    .orderBy('reviewed_at')
    .orderBy('id')
    .limit(100)
    .execute();
}

/** The owner has been told: only their own photos, and only once (a repeat changes nothing). */
export async function markDecisionsAnnounced(
  sql: Sql,
  userId: number,
  ids: number[],
  now: Date,
): Promise<void> {
  await typed(sql)
    .updateTable('photos')
    .set({ decision_announced_at: now })
    .where('user_id', '=', userId)
    .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids))))
    .where('reviewed_at', 'is not', null)
    .where('decision_announced_at', 'is', null)
    .execute();
}
