import type { ProfileTile } from '@community/contract';

/** The answer's teasers with a photo first (in the answer's order), then the ones without. */
export function photosFirst(profiles: readonly ProfileTile[]): ProfileTile[] {
  return [
    ...profiles.filter((profile) => profile.main_image),
    ...profiles.filter((profile) => !profile.main_image),
  ];
}
