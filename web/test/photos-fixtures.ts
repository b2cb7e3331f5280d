import type { CurrentUser, OwnPhoto } from '@community/contract';
import { testUser } from './render-app.tsx';

/** Fixtures of the own-photos and own-profile tests (docs/profiles.md answers). */
export const ownPhoto = (overrides: Partial<OwnPhoto> = {}): OwnPhoto => ({
  id: 1,
  thumb_filename: `p${overrides.id ?? 1}-thumb.webp`,
  filename: `p${overrides.id ?? 1}.webp`,
  status: 'active',
  reject_reason: null,
  private: false,
  main: false,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The member whose main photo is `main` (as the server presents main_image to its owner). */
export function memberWithMain(
  main: OwnPhoto | undefined,
  overrides: Partial<CurrentUser> = {},
): CurrentUser {
  const user = testUser(overrides);
  return {
    ...user,
    profile: {
      ...user.profile,
      main_image: main
        ? {
            thumb_filename: main.thumb_filename,
            filename: main.filename,
            status: main.status,
            match: `/photos/${main.filename}`,
          }
        : null,
    },
  };
}

/** GET/PUT/DELETE /api/photo(s).php answer for a list of photos. */
export const photosAnswer = (photos: OwnPhoto[], limit = 3, overrides: Partial<CurrentUser> = {}) => ({
  body: {
    photos,
    limit,
    user: memberWithMain(
      photos.find((photo) => photo.main),
      overrides,
    ),
  },
});

export const REGIONS_ANSWER = {
  body: { regions: { NL: { term: 'province', regions: [{ code: 'NH', name: 'Noord-Holland' }] } } },
};
export const INTERESTS_ANSWER = { body: { interests: ['travelling', 'cooking', 'music', 'hiking'] } };
