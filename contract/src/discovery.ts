import type { Gender, Sexuality } from './accounts.ts';
import type { ProfileTile } from './profiles.ts';

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
export type SearchFilters = {
  gender?: Gender;
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
};

/**
 * One rule for the age range, in the search form and in GET /api/members.php alike (decision 0036): a minimum
 * above the maximum is refused, on the maximum's field, never swapped behind the member's back.
 */
export const AGE_RANGE_FIELD = 'max_age';
export const agesInOrder = (filters: Pick<SearchFilters, 'min_age' | 'max_age'>): boolean =>
  filters.min_age === undefined || filters.max_age === undefined || filters.min_age <= filters.max_age;

/** A profile in search results, likes and suggestions: whether the viewer likes it, and whether it likes back. */
export type DiscoveryTile = ProfileTile & {
  /** The viewer liked this profile. */
  liked: boolean;
  /** The viewer likes this profile and it likes the viewer. */
  match: boolean;
};

/** GET /api/members.php. `cursor` continues after the last profile of the previous page. */
export type SearchResponse = {
  profiles: DiscoveryTile[];
  /** Opaque; null on the last page. */
  next_cursor: string | null;
  /** Exact up to SEARCH_COUNT_CAP; `count_capped` says there are more. */
  count: number;
  count_capped: boolean;
};

export const LIKE_TYPES = ['received', 'sent', 'matches'] as const;
export type LikeType = (typeof LIKE_TYPES)[number];
/** Where a like was given; auto is a fictional profile's like (decision 0015). */
export const LIKE_SOURCES = ['profile', 'tile', 'swipe', 'match_finder', 'signup_matches', 'likes'] as const;
export type LikeSource = (typeof LIKE_SOURCES)[number];

/** SPEC §3 Likes response: every profile involved, and who liked the member with the new flag. */
export type LikesResponse = {
  /** Everyone the member liked or was liked by (newest first), each once. */
  profiles: (DiscoveryTile & { liked_at: string | null; liked_me_at: string | null })[];
  /** New likes first, then the rest, newest first within each (SPEC §4). */
  liked_by: { id: number; like_new: boolean }[];
};

/** The profile shown in the match modal (SPEC §2): auto-like and a like that completed a match. */
export type MatchProfile = Pick<ProfileTile, 'id' | 'name' | 'main_image'>;

/** POST /api/like.php answer. `match`: the liked profile likes the member too. */
export type LikeResponse = { liked: true; match: boolean; profile: MatchProfile };

/** GET /api/auto-like.php: a fictional profile that has just liked the member, or null (none due). */
export type AutoLikeResponse = { profile: MatchProfile | null };

/** SPEC §6/§9: free members get 4 swipe-game likes a day; premium members are unlimited. */
export const SWIPE_FREE_LIKES_PER_DAY = 4;
export type SwipeCard = ProfileTile & { interests: string[]; description: string | null };
/** GET /api/swipe.php and the answer of POST /api/swipe.php. */
export type SwipeState = {
  /** The next profile to judge, null when there is nobody left. */
  profile: SwipeCard | null;
  /** Likes left today; null when unlimited (premium). */
  likes_left: number | null;
  /** When the daily count starts again (next midnight UTC, ISO). */
  resets_at: string;
};
export type SwipeAnswer = SwipeState & { match: MatchProfile | null };

/** The "find matches" stage of signup and /signup-matches: how many, and the first few. */
export type SignupMatchesResponse = { count: number; profiles: DiscoveryTile[] };
export const SIGNUP_MATCHES_SHOWN = 12;

/** Which genders a member looks for, from their own gender and sexuality. */
export function wantedGenders(gender: Gender, sexuality: Sexuality): Gender[] {
  if (sexuality === 'bi') return ['male', 'female'];
  if (sexuality === 'hetero') return [gender === 'male' ? 'female' : 'male'];
  return [gender];
}
