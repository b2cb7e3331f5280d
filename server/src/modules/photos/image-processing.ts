import { PHOTO_MAX_PIXELS, PHOTO_MIN_SIDE_PX } from '@community/contract';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors.ts';

const FULL_MAX_SIDE_PX = 1600;
const THUMB_SIDE_PX = 400;
const DECODABLE = new Set(['jpeg', 'png', 'webp']);

export type ProcessedPhoto = { full: Buffer; thumb: Buffer; width: number; height: number };

/**
 * Checks the header first (format, pixel count, size) and only then decodes. Both renditions are
 * re-encoded WebP without any metadata: sharp drops EXIF, GPS, XMP and ICC unless asked to keep them.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('photo_unreadable', 400);
  }
  // HEIC needs an HEVC decoder that sharp's prebuilt libvips leaves out (decision 0010).
  if (!meta.format || !DECODABLE.has(meta.format)) throw new AppError('photo_unsupported_type', 400);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > PHOTO_MAX_PIXELS) throw new AppError('photo_too_many_pixels', 400);
  if (Math.min(width, height) < PHOTO_MIN_SIDE_PX) {
    throw new AppError('photo_too_small', 400, { min_px: PHOTO_MIN_SIDE_PX });
  }
  try {
    // Decode once, turn upright by the EXIF orientation, and render both sizes from the same pixels.
    const upright = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    const { data, info } = await upright
      .resize(FULL_MAX_SIDE_PX, FULL_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [full, thumb] = await Promise.all([
      sharp(data, raw).webp({ quality: 82 }).toBuffer(),
      sharp(data, raw)
        .resize(THUMB_SIDE_PX, THUMB_SIDE_PX, { fit: 'cover', position: sharp.strategy.attention })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { full, thumb, width: info.width, height: info.height };
  } catch {
    throw new AppError('photo_unreadable', 400);
  }
}
