import type { Gender } from '@community/contract';

/** Pictures per gender in the shared pool under DATA_DIR/uploads/demo. */
export const POOL_SIZE_PER_GENDER = 60;

/** `demo-f-017`: the file key of picture 17 of the women's pool (renditions `<key>.webp`, `<key>-thumb.webp`). */
export function photoPoolKey(gender: Gender, number: number): string {
  return `demo-${gender === 'female' ? 'f' : 'm'}-${String(number).padStart(3, '0')}`;
}
