import { type MainImage, PHOTO_PATH, type PhotoStatus } from '@community/contract';

/** The public names of a photo's renditions: `<id>-<key>.webp` and `<id>-<key>-thumb.webp`. */
export type Rendition = 'full' | 'thumb';
type Named = { id: number; file_key: string };

export function photoFilename(photo: Named, rendition: Rendition): string {
  return `${photo.id}-${photo.file_key}${rendition === 'thumb' ? '-thumb' : ''}.webp`;
}

/** Reads a requested name back into the photo id, its key and the rendition; undefined for anything else. */
export function parsePhotoFilename(name: string): (Named & { rendition: Rendition }) | undefined {
  const match = /^(\d{1,15})-([A-Za-z0-9-]{1,64}?)(-thumb)?\.webp$/.exec(name);
  if (!match) return undefined;
  return { id: Number(match[1]), file_key: match[2] as string, rendition: match[3] ? 'thumb' : 'full' };
}

/** SPEC §3 main_image; the caller decides whether a photo that is not active may be shown. */
export function presentMainImage(photo: (Named & { status: PhotoStatus }) | null): MainImage | null {
  if (!photo) return null;
  const filename = photoFilename(photo, 'full');
  return {
    thumb_filename: photoFilename(photo, 'thumb'),
    filename,
    status: photo.status,
    match: `${PHOTO_PATH}/${filename}`,
  };
}

/** What other members see: only an active main photo counts (SPEC §3). */
export function presentPublicMainImage(photo: (Named & { status: PhotoStatus }) | null): MainImage | null {
  return photo?.status === 'active' ? presentMainImage(photo) : null;
}
