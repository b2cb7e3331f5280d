import type { Gender, Sexuality } from './accounts.ts';

/** Search, likes, matches, auto-like and the swipe game (issue 5, docs/discovery.md). */

/** Profiles per search page; the client appends page after page (SPEC §4). */
export const SEARCH_PAGE_SIZE = 24;
/** Counting stops here: the count reads "1000+" beyond it, so a broad search stays as fast as a narrow one. */
export const SEARCH_COUNT_CAP = 1000;
/** Below this many exact results the client asks for similar ones (SPEC §3 "similar results"). */
export const SIMILAR_RESULTS_BELOW = 12;
/** How similar results relax the filter: region dropped, the age range widened by this many years each way. */
export const SIMILAR_AGE_WIDENING = 5;
export const SEARCH_AGE_MAX = 99;

/** The filters of SPEC §3 Search state. Every one is optional; absent means "any". */
export const SEARCH_FILTERS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
export type SearchFilterName = (typeof SEARCH_FILTERS)[number];

/**
 * One rule for the age range, in the search form and in GET /api/members.php alike (decision 0036): a minimum
 * above the maximum is refused, on the maximum's field, never swapped behind the member's back.
 */
export const AGE_RANGE_FIELD = 'max_age';
export const agesInOrder = (filters: {
  min_age?: number | undefined;
  max_age?: number | undefined;
}): boolean =>
  filters.min_age === undefined || filters.max_age === undefined || filters.min_age <= filters.max_age;

export const LIKE_TYPES = ['received', 'sent', 'matches'] as const;
export type LikeType = (typeof LIKE_TYPES)[number];
/** Where a like was given; auto is a fictional profile's like (decision 0015). */
export const LIKE_SOURCES = ['profile', 'tile', 'swipe', 'match_finder', 'signup_matches', 'likes'] as const;
export type LikeSource = (typeof LIKE_SOURCES)[number];

/** SPEC §6/§9: free members get 4 swipe-game likes a day; premium members are unlimited. */
export const SWIPE_FREE_LIKES_PER_DAY = 4;
/** The "find matches" stage of signup and /signup-matches show this many. */
export const SIGNUP_MATCHES_SHOWN = 12;

/** Which genders a member looks for, from their own gender and sexuality. */
export function wantedGenders(gender: Gender, sexuality: Sexuality): Gender[] {
  if (sexuality === 'bi') return ['male', 'female'];
  if (sexuality === 'hetero') return [gender === 'male' ? 'female' : 'male'];
  return [gender];
}
