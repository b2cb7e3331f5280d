import type { MemberPhoto, OwnPhoto, PhotoDecision } from '@community/contract';
import { photoFilename } from '../../platform/photo-names.ts';
import type { PhotoRow } from './queries.ts';

export function presentOwnPhoto(photo: PhotoRow, mainPhotoId: number | null): OwnPhoto {
  return {
    id: photo.id,
    thumb_filename: photoFilename(photo, 'thumb'),
    filename: photoFilename(photo, 'full'),
    status: photo.status,
    reject_reason: photo.reject_reason,
    private: photo.private,
    main: photo.id === mainPhotoId,
    created_at: photo.created_at.toISOString(),
  };
}

/** Another member's photo: a locked one names no file, so its address cannot be guessed or shared. */
export function presentMemberPhoto(photo: Pick<PhotoRow, 'id' | 'file_key'>, locked: boolean): MemberPhoto {
  if (locked) return { id: photo.id, locked: true, thumb_filename: null, filename: null };
  return {
    id: photo.id,
    locked: false,
    thumb_filename: photoFilename(photo, 'thumb'),
    filename: photoFilename(photo, 'full'),
  };
}

/** A decision for its owner: which photo (its thumbnail, visible to the owner in any status) and the outcome. */
export function presentPhotoDecision(photo: PhotoRow): PhotoDecision {
  return {
    id: photo.id,
    thumb_filename: photoFilename(photo, 'thumb'),
    status: photo.status === 'rejected' ? 'rejected' : 'active',
    reject_reason: photo.reject_reason,
  };
}
