import type { LikesResponse, MainImage } from '@community/contract';

/** Fixtures of the likes tests (docs/discovery.md answers). */
const image = (name: string): MainImage => ({
  thumb_filename: `${name}-thumb.webp`,
  filename: `${name}.webp`,
  status: 'active',
  match: `/photos/${name}-match.webp`,
});

type LikedProfile = LikesResponse['profiles'][number];

export const likedProfile = (
  id: number,
  name: string,
  overrides: Partial<LikedProfile> = {},
): LikedProfile => ({
  id,
  name,
  age: 30,
  country: 'NL',
  region: 'NH',
  fictional: false,
  main_image: image(name.toLowerCase()),
  liked: false,
  match: false,
  liked_at: null,
  liked_me_at: null,
  ...overrides,
});

/**
 * Sanne's likes: Bram and Daan liked her (Daan's like is new, listed first by the server), she liked Eva and
 * Bram (Bram: a match), and Fenna's like is new too.
 */
export const testLikes = (): LikesResponse => ({
  profiles: [
    likedProfile(31, 'Daan', { liked_me_at: '2026-11-03T10:00:00.000Z' }),
    likedProfile(32, 'Bram', {
      liked: true,
      match: true,
      liked_at: '2026-11-02T10:00:00.000Z',
      liked_me_at: '2026-11-01T09:00:00.000Z',
    }),
    likedProfile(33, 'Eva', { liked: true, liked_at: '2026-11-02T12:00:00.000Z' }),
    likedProfile(34, 'Fenna', { liked_me_at: '2026-10-30T10:00:00.000Z' }),
  ],
  liked_by: [
    { id: 31, like_new: true },
    { id: 34, like_new: true },
    { id: 32, like_new: false },
  ],
});

export const noLikes = (): LikesResponse => ({ profiles: [], liked_by: [] });
