import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** The records of the member's photos and of the photos the member unlocked, for the data export. */
export async function exportPhotoRecords(sql: Sql, memberId: number) {
  const db = typed(sql);
  const photos = await db
    .selectFrom('photos')
    .select(['id', 'status', 'reject_reason', 'private', 'width', 'height', 'created_at', 'reviewed_at'])
    .where('user_id', '=', memberId)
    .orderBy('id')
    .execute();
  const unlocks = await db
    .selectFrom('photo_unlocks')
    .select(['photo_id', 'created_at'])
    .where('viewer_id', '=', memberId)
    .orderBy('created_at')
    .execute();
  return { photos, unlocks };
}

/** The member's photos and the member's unlocks of others' photos. */
export async function purgePhotoRecords(sql: Sql, memberId: number): Promise<void> {
  const db = typed(sql);
  await db.deleteFrom('photos').where('user_id', '=', memberId).execute();
  await db.deleteFrom('photo_unlocks').where('viewer_id', '=', memberId).execute();
}
