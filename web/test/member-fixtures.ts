import type { MainImage, MemberProfile, ProfileTile } from '@community/contract';
import { type FakeCall, fakeApi } from './account-fake-api.ts';

/** Fixtures of the member profile, block and moderation tests (docs/profiles.md answers). */
export const REGIONS = {
  NL: {
    term: 'province',
    regions: [
      { code: 'NH', name: 'Noord-Holland' },
      { code: 'UT', name: 'Utrecht' },
    ],
  },
};

const image = (name: string): MainImage => ({
  thumb_filename: `${name}-thumb.webp`,
  filename: `${name}.webp`,
  status: 'active',
  match: `/photos/${name}.webp`,
});

export const testTile = (overrides: Partial<ProfileTile> = {}): ProfileTile => ({
  id: 21,
  name: 'Lotte',
  age: 29,
  country: 'NL',
  region: 'UT',
  fictional: false,
  main_image: image('lotte'),
  ...overrides,
});

/** Eva (id 12) as another member sees her: only the always-shown fields unless a test adds more. */
export const testProfile = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 12,
  name: 'Eva',
  age: 34,
  country: 'NL',
  region: 'NH',
  fictional: false,
  main_image: image('eva'),
  photos: [
    { id: 101, locked: false, thumb_filename: 'eva-thumb.webp', filename: 'eva.webp' },
    { id: 102, locked: false, thumb_filename: 'eva-beach-thumb.webp', filename: 'eva-beach.webp' },
  ],
  blocked: false,
  liked: false,
  match: false,
  ...overrides,
});

type Routes = Parameters<typeof fakeApi>[0];

/** The fake server with GET /api/member.php answering `profile` (a function to change it between calls). */
export function memberApi(
  profile: MemberProfile | ((call: FakeCall) => MemberProfile),
  routes: Routes = {},
  related: ProfileTile[] = [],
) {
  return fakeApi({
    'GET /api/regions.php': { body: { regions: REGIONS } },
    'GET /api/member.php': (call) => ({
      body: { profile: typeof profile === 'function' ? profile(call) : profile, related },
    }),
    ...routes,
  });
}

export const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
