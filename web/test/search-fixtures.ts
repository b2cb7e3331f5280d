import { type CurrentUser, type DiscoveryTile, SEARCH_COUNT_CAP } from '@community/contract';
import { type FakeCall, fakeApi } from './account-fake-api.ts';
import { REGIONS } from './member-fixtures.ts';

/** Fixtures of the member search tests: GET /api/members.php as the contract (docs/discovery.md) answers. */
export const searchTile = (id: number, overrides: Partial<DiscoveryTile> = {}): DiscoveryTile => ({
  id,
  name: `Lid ${id}`,
  age: 30,
  country: 'NL',
  region: 'UT',
  fictional: false,
  main_image: null,
  liked: false,
  match: false,
  ...overrides,
});

export const tiles = (count: number, firstId = 1) =>
  Array.from({ length: count }, (_, index) => searchTile(firstId + index));

type Pool = DiscoveryTile[] | ((call: FakeCall) => DiscoveryTile[]);

/** Smaller than the server's SEARCH_PAGE_SIZE to keep the tests quick: the client follows next_cursor only. */
const PAGE_SIZE = 6;

/**
 * A keyset-paging stand-in: the cursor is the position after the last profile sent. `exact` answers the
 * search, `similar` the similar=1 search (none unless given). `user` answers the periodic session refresh.
 */
export function searchApi(
  { exact, similar = [], user }: { exact: Pool; similar?: Pool; user?: CurrentUser },
  routes = {},
) {
  return fakeApi({
    ...(user ? { 'GET /api/user.php': { body: { user } } } : {}),
    'GET /api/regions.php': { body: { regions: REGIONS } },
    'GET /api/members.php': (call) => {
      const chosen = call.query.get('similar') === '1' ? similar : exact;
      const pool = typeof chosen === 'function' ? chosen(call) : chosen;
      const start = Number(call.query.get('cursor') ?? 0);
      const end = start + PAGE_SIZE;
      return {
        body: {
          profiles: pool.slice(start, end),
          next_cursor: end < pool.length ? String(end) : null,
          count: Math.min(pool.length, SEARCH_COUNT_CAP),
          count_capped: pool.length > SEARCH_COUNT_CAP,
        },
      };
    },
    ...routes,
  });
}

const ALL_FILTERS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];
/** Settings of a site that shows every filter and no entry warning. */
export const searchSettings = (overrides = {}) => ({
  enable_site_entry_popup: 'no' as const,
  search_fields: ALL_FILTERS,
  ...overrides,
});

/** The query of a search call without the paging, for comparing. */
export const filtersOf = (call: FakeCall | undefined) => {
  const query = Object.fromEntries(call?.query ?? []);
  delete query.cursor;
  return query;
};
