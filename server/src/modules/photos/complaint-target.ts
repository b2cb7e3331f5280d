import { typed } from '../../db/typed.ts';
import { photoFilename } from '../../platform/photo-names.ts';
import type { Sql } from '../../platform/sql.ts';
import type { Viewer } from '../members/index.ts';
import { maySeePhoto } from './policy.ts';
import { findPhotoForViewer } from './queries.ts';

/**
 * A photo as this viewer may report it (docs/complaints.md): undefined unless they may see it, by the rule that
 * serves its file (maySeePhoto: a private photo once unlocked, no block between the two).
 */
export async function photoForComplaint(sql: Sql, viewer: Viewer, siteId: number, photoId: number) {
  const photo = await findPhotoForViewer(sql, photoId, viewer?.id ?? null);
  if (!photo || !maySeePhoto(viewer, photo, siteId)) return undefined;
  const owner = await typed(sql)
    .selectFrom('profiles')
    .select('name')
    .where('id', '=', photo.user_id)
    .executeTakeFirstOrThrow();
  return {
    id: photo.id,
    ownerId: photo.user_id,
    ownerName: owner.name,
    filename: photoFilename(photo, 'full'),
    thumbFilename: photoFilename(photo, 'thumb'),
    status: photo.status,
    private: photo.private,
  };
}
