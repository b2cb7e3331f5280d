import type { MemberDataHook } from '../../platform/member-data.ts';
import type { PhotoStorage } from '../../platform/photo-storage.ts';
import { exportPhotoRecords, purgePhotoRecords } from './member-data-queries.ts';

/** The photos module's part of the data export and of the purge of a deleted account (decision 0037). */
export function photosMemberData(storage: PhotoStorage): MemberDataHook {
  return {
    // The records of the member's photos (the pictures themselves are downloadable from the profile page) and
    // of the photos the member unlocked.
    async exportData(sql, memberId) {
      const { photos, unlocks } = await exportPhotoRecords(sql, memberId);
      return { photos, unlocked_photos: unlocks };
    },
    // The member's photos and unlocks; once the purge committed, the member's folder of files whole (which
    // also held the pictures they sent in chat).
    async purge(sql, memberId, afterCommit) {
      await purgePhotoRecords(sql, memberId);
      afterCommit(() => storage.removeFolder(String(memberId)));
    },
  };
}
