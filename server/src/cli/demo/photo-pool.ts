import type { Gender } from '@community/contract';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import * as notionists from '@dicebear/notionists';
import sharp from 'sharp';
import { type PhotoStorage, SHARED_DEMO_FOLDER } from '../../platform/photo-storage.ts';
import { POOL_SIZE_PER_GENDER, photoPoolKey } from './photo-pool-keys.ts';

export const DEMO_PHOTO_SIZE = 600;
const DEMO_THUMB_SIZE = 300;

const variants = (numbers: number[]) => numbers.map((n) => `variant${String(n).padStart(2, '0')}`);
const WARM_BACKGROUNDS = ['ffd5c2', 'ffdfbf', 'f9c9b6', 'f5e1c8', 'fbd3dc', 'f7c5cc', 'ffe8a3', 'f6cfa8'];
const HAIR_COLOURS = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', '9e9e9e'];
const SKIN_TONES = ['fde7d6', 'f6d3b7', 'e9b995', 'c98e66', '9c6644', '6e4430'];

// Hair styles chosen by looking at every variant: long or feminine cuts for women, short cuts for men.
const LORELEI: Record<Gender, Record<string, unknown>> = {
  female: {
    hair: variants([
      10, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 26, 29, 30, 31, 32, 33, 35, 37, 38, 40, 41, 42, 45, 46,
      48,
    ]),
    beardProbability: 0,
    earringsProbability: 40,
    hairAccessoriesProbability: 15,
  },
  male: {
    hair: variants([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 22, 25, 27, 28, 39, 44, 47]),
    beardProbability: 35,
    earringsProbability: 0,
    hairAccessoriesProbability: 0,
  },
};
const NOTIONISTS: Record<Gender, Record<string, unknown>> = {
  female: {
    hair: variants([2, 4, 8, 10, 23, 28, 36, 37, 39, 41, 43, 45, 46, 47, 48, 57, 58, 59, 61, 62, 63]),
    beardProbability: 0,
  },
  male: {
    hair: variants([
      1, 3, 5, 6, 7, 9, 12, 13, 15, 16, 17, 18, 19, 21, 22, 24, 25, 27, 31, 33, 34, 35, 38, 44, 49, 50, 52,
      53, 54, 55, 56, 60,
    ]),
    beardProbability: 40,
  },
};

/** The SVG of pool picture `number`: lorelei and notionists (both CC0) take turns. */
function poolAvatarSvg(gender: Gender, number: number): string {
  const common = {
    seed: photoPoolKey(gender, number),
    size: DEMO_PHOTO_SIZE,
    backgroundColor: WARM_BACKGROUNDS,
  };
  if (number % 2 === 0) {
    return createAvatar(lorelei, {
      ...common,
      ...LORELEI[gender],
      hairColor: HAIR_COLOURS,
      skinColor: SKIN_TONES,
      mouth: [
        'happy01',
        'happy02',
        'happy03',
        'happy04',
        'happy05',
        'happy06',
        'happy07',
        'happy08',
        'happy09',
      ],
      glassesProbability: 15,
    } as lorelei.Options).toString();
  }
  return createAvatar(notionists, {
    ...common,
    ...NOTIONISTS[gender],
    bodyIconProbability: 30,
    glassesProbability: 20,
  } as notionists.Options).toString();
}

/** Both renditions as WebP from one rasterisation of the SVG; sharp writes no metadata unless asked to. */
async function render(svg: string): Promise<{ full: Buffer; thumb: Buffer }> {
  const { data, info } = await sharp(Buffer.from(svg)).flatten().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const full = await sharp(data, raw)
    .resize(DEMO_PHOTO_SIZE, DEMO_PHOTO_SIZE)
    .webp({ quality: 82 })
    .toBuffer();
  const thumb = await sharp(data, raw)
    .resize(DEMO_THUMB_SIZE, DEMO_THUMB_SIZE)
    .webp({ quality: 80 })
    .toBuffer();
  return { full, thumb };
}

/**
 * Renders the shared pool of demo pictures into the storage's folder `demo` once; pictures already there are kept.
 * The pool does not depend on the seed, so every demo run and site shares the same files.
 */
export async function ensurePhotoPool(storage: PhotoStorage): Promise<{ rendered: number }> {
  const missing: Array<[Gender, number]> = [];
  for (const gender of ['female', 'male'] as const) {
    for (let number = 0; number < POOL_SIZE_PER_GENDER; number++) {
      const key = photoPoolKey(gender, number);
      const present = await Promise.all(
        [false, true].map((thumb) => storage.has(SHARED_DEMO_FOLDER, key, thumb)),
      );
      if (!present.every(Boolean)) missing.push([gender, number]);
    }
  }
  // Two at a time: sharp already spreads one image over the cores.
  for (let i = 0; i < missing.length; i += 2) {
    await Promise.all(
      missing.slice(i, i + 2).map(async ([gender, number]) => {
        const { full, thumb } = await render(poolAvatarSvg(gender, number));
        await storage.write(SHARED_DEMO_FOLDER, photoPoolKey(gender, number), full, thumb);
      }),
    );
  }
  return { rendered: missing.length };
}
