import { typed } from '../../db/typed.ts';
import { dropPhotoFiles, writePendingPhotoFiles } from '../../platform/pending-photo-files.ts';
import type { PhotoStorage } from '../../platform/photo-storage.ts';
import type { Sql } from '../../platform/sql.ts';
import { withTransaction } from '../../platform/sql.ts';
import { processPhoto } from './image-processing.ts';
import { refreshMainPhoto } from './queries.ts';

/**
 * A photo staff upload for a profile they run (a fictional profile, decision 0058): processed as every upload
 * (sharp re-encodes it and drops EXIF, GPS and the rest), and active at once, since staff chose it. `inTransaction`
 * runs in the photo's own transaction (the audit entry); a client_id stored before stores nothing and answers
 * undefined. Files of an upload that is not stored are removed.
 */
export async function storeStaffPhoto(
  deps: { storage: PhotoStorage; pool: Parameters<typeof withTransaction>[0]; now: () => Date },
  upload: { ownerId: number; staffId: number; clientId: string; body: Buffer },
  inTransaction: (tx: Sql, photoId: number) => Promise<void>,
): Promise<number | undefined> {
  const processed = await processPhoto(upload.body);
  const files = { sql: deps.pool, storage: deps.storage, clock: deps.now };
  const folder = String(upload.ownerId);
  const fileKey = await writePendingPhotoFiles(files, folder, processed);
  try {
    const photoId = await withTransaction(deps.pool, async (tx) => {
      const now = deps.now();
      const row = await typed(tx)
        .insertInto('photos')
        .values({
          user_id: upload.ownerId,
          client_id: upload.clientId,
          file_key: fileKey,
          folder,
          width: processed.width,
          height: processed.height,
          status: 'active',
          created_at: now,
          reviewed_at: now,
          reviewed_by: upload.staffId,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'client_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return undefined;
      await refreshMainPhoto(tx, upload.ownerId, now);
      await inTransaction(tx, row.id);
      return row.id;
    });
    if (photoId === undefined) await dropPhotoFiles(files, folder, fileKey);
    return photoId;
  } catch (error) {
    await dropPhotoFiles(files, folder, fileKey);
    throw error;
  }
}
