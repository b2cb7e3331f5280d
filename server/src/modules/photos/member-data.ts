import type { MemberDataHook } from '../../platform/member-data.ts';
import { localPhotoStorage } from '../../platform/photo-storage.ts';

/** The photos module's part of the data export and of the purge of a deleted account (decision 0037). */
export function photosMemberData(dataDir: string): MemberDataHook {
  return {
    // The records of the member's photos (the pictures themselves are downloadable from the profile page) and
    // of the photos the member unlocked.
    async exportData(sql, memberId) {
      const photos = await sql.query(
        `SELECT id::int AS id, status, reject_reason, private, width, height, created_at, reviewed_at
         FROM photos WHERE user_id = $1 ORDER BY id`,
        [memberId],
      );
      const unlocks = await sql.query(
        'SELECT photo_id::int AS photo_id, created_at FROM photo_unlocks WHERE viewer_id = $1 ORDER BY created_at',
        [memberId],
      );
      return { photos: photos.rows, unlocked_photos: unlocks.rows };
    },
    // The member's photos and unlocks; once the purge committed, the member's folder of files whole (which
    // also held the pictures they sent in chat).
    async purge(sql, memberId, afterCommit) {
      await sql.query('DELETE FROM photos WHERE user_id = $1', [memberId]);
      await sql.query('DELETE FROM photo_unlocks WHERE viewer_id = $1', [memberId]);
      afterCommit(() => localPhotoStorage(dataDir).removeFolder(String(memberId)));
    },
  };
}
