import { z } from 'zod';
import { GENDERS } from './accounts.ts';
import { MINIMUM_AGE } from './constants.ts';
import {
  AGE_RANGE_FIELD,
  agesInOrder,
  LIKE_SOURCES,
  LIKE_TYPES,
  SEARCH_AGE_MAX,
  type SearchFilterName,
} from './discovery.ts';
import { mainImageSchema } from './profile-field-schemas.ts';
import { profileTileSchema } from './profile-schemas.ts';

/** Shapes of the search, like, auto-like, swipe and signup-matches calls (docs/discovery.md). */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const age = z.coerce.number().int().min(MINIMUM_AGE).max(SEARCH_AGE_MAX);
/** An empty query value (a cleared select) means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The filters of SPEC §3 Search state (SEARCH_FILTERS), each optional; absent means "any". One rule set for the
 * search form's URL and GET /api/members.php: the web reads its filters with these fields and this schema.
 */
const searchFilterFields = {
  gender: optional(z.enum(GENDERS)),
  country: optional(z.string().regex(/^[A-Z]{2}$/)),
  countryregion: optional(z.string().max(100)),
  min_age: optional(age),
  max_age: optional(age),
} satisfies Record<SearchFilterName, z.ZodType>;
export const searchFiltersSchema = z
  .object(searchFilterFields)
  .refine(agesInOrder, { path: [AGE_RANGE_FIELD] });
export type SearchFilters = z.output<typeof searchFiltersSchema>;

/** GET /api/members.php query. `similar=1` asks for the relaxed filter, without the exact results. */
export const searchQuerySchema = z
  .object({
    ...searchFilterFields,
    cursor: optional(z.string().max(200)),
    similar: optional(z.enum(['0', '1'])),
    /** A visitor's stored traffic source: lets visitors search where logged_out_search_trafficsource is on (SPEC §6). */
    network: optional(z.string().max(200)),
  })
  .refine(agesInOrder, { path: [AGE_RANGE_FIELD] });

/** A profile in search results, likes and suggestions: whether the viewer likes it, and whether it likes back. */
export const discoveryTileSchema = profileTileSchema.extend({
  /** The viewer liked this profile. */
  liked: z.boolean(),
  /** The viewer likes this profile and it likes the viewer. */
  match: z.boolean(),
});
export type DiscoveryTile = z.infer<typeof discoveryTileSchema>;

/** GET /api/members.php. `cursor` continues after the last profile of the previous page. */
export const searchResponseSchema = z.object({
  profiles: z.array(discoveryTileSchema),
  /** Opaque; null on the last page. */
  next_cursor: z.string().nullable(),
  /** Exact up to SEARCH_COUNT_CAP; `count_capped` says there are more. */
  count: z.number().int(),
  count_capped: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** SPEC §3 Likes response: every profile involved, and who liked the member with the new flag. */
export const likesResponseSchema = z.object({
  /** Everyone the member liked or was liked by (newest first), each once. */
  profiles: z.array(
    discoveryTileSchema.extend({ liked_at: z.string().nullable(), liked_me_at: z.string().nullable() }),
  ),
  /** New likes first, then the rest, newest first within each (SPEC §4). */
  liked_by: z.array(z.object({ id: z.number().int(), like_new: z.boolean() })),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;
export const likeTypeSchema = z.enum(LIKE_TYPES);

/** The profile shown in the match modal (SPEC §2): auto-like and a like that completed a match. */
export const matchProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  main_image: mainImageSchema.nullable(),
});
export type MatchProfile = z.infer<typeof matchProfileSchema>;
/** POST /api/like.php: like a profile; DELETE /api/like.php with { id }: unlike. */
export const likeBodySchema = z.object({ id, source: z.enum(LIKE_SOURCES).default('profile') }).strict();
export type LikeBody = z.infer<typeof likeBodySchema>;
export const unlikeBodySchema = z.object({ id }).strict();
export type UnlikeBody = z.infer<typeof unlikeBodySchema>;
/** POST /api/like.php answer. `match`: the liked profile likes the member too. */
export const likeResponseSchema = z.object({
  liked: z.literal(true),
  match: z.boolean(),
  profile: matchProfileSchema,
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** GET /api/auto-like.php: a fictional profile that has just liked the member, or null (none due). */
export const autoLikeResponseSchema = z.object({ profile: matchProfileSchema.nullable() });
export type AutoLikeResponse = z.infer<typeof autoLikeResponseSchema>;

export const swipeCardSchema = profileTileSchema.extend({
  interests: z.array(z.string()),
  description: z.string().nullable(),
});
export type SwipeCard = z.infer<typeof swipeCardSchema>;
/** GET /api/swipe.php and the answer of POST /api/swipe.php. */
export const swipeStateSchema = z.object({
  /** The next profile to judge, null when there is nobody left. */
  profile: swipeCardSchema.nullable(),
  /** Likes left today; null when unlimited (premium). */
  likes_left: z.number().int().nullable(),
  /** When the daily count starts again (next midnight UTC, ISO). */
  resets_at: z.string(),
});
export type SwipeState = z.infer<typeof swipeStateSchema>;
/** POST /api/swipe.php: judge the profile shown. */
export const swipeBodySchema = z.object({ id, action: z.enum(['like', 'pass']) }).strict();
export type SwipeBody = z.infer<typeof swipeBodySchema>;
export const swipeAnswerSchema = swipeStateSchema.extend({ match: matchProfileSchema.nullable() });
export type SwipeAnswer = z.infer<typeof swipeAnswerSchema>;

/** The "find matches" stage of signup and /signup-matches: how many, and the first few. */
export const signupMatchesResponseSchema = z.object({
  count: z.number().int(),
  profiles: z.array(discoveryTileSchema),
});
export type SignupMatchesResponse = z.infer<typeof signupMatchesResponseSchema>;
