import { z } from 'zod';
import { GENDERS } from './accounts.ts';
import { MINIMUM_AGE } from './constants.ts';
import { AGE_RANGE_FIELD, agesInOrder, LIKE_SOURCES, LIKE_TYPES, SEARCH_AGE_MAX } from './discovery.ts';
import { mainImageSchema, profileTileSchema } from './profile-schemas.ts';

/** Shapes of the search, like, auto-like, swipe and signup-matches calls (docs/discovery.md). */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const age = z.coerce.number().int().min(MINIMUM_AGE).max(SEARCH_AGE_MAX);
/** An empty query value (a cleared select) means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /api/members.php query. `similar=1` asks for the relaxed filter, without the exact results. */
export const searchQuerySchema = z
  .object({
    gender: optional(z.enum(GENDERS)),
    country: optional(z.string().regex(/^[A-Z]{2}$/)),
    countryregion: optional(z.string().max(100)),
    min_age: optional(age),
    max_age: optional(age),
    cursor: optional(z.string().max(200)),
    similar: optional(z.enum(['0', '1'])),
    /** A visitor's stored traffic source: lets visitors search where logged_out_search_trafficsource is on (SPEC §6). */
    network: optional(z.string().max(200)),
  })
  .refine(agesInOrder, { path: [AGE_RANGE_FIELD] });

export const discoveryTileSchema = profileTileSchema.extend({ liked: z.boolean(), match: z.boolean() });

export const searchResponseSchema = z.object({
  profiles: z.array(discoveryTileSchema),
  next_cursor: z.string().nullable(),
  count: z.number().int(),
  count_capped: z.boolean(),
});

export const likesResponseSchema = z.object({
  profiles: z.array(
    discoveryTileSchema.extend({ liked_at: z.string().nullable(), liked_me_at: z.string().nullable() }),
  ),
  liked_by: z.array(z.object({ id: z.number().int(), like_new: z.boolean() })),
});
export const likeTypeSchema = z.enum(LIKE_TYPES);

export const matchProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  main_image: mainImageSchema.nullable(),
});
/** POST /api/like.php: like a profile; DELETE /api/like.php with { id }: unlike. */
export const likeBodySchema = z.object({ id, source: z.enum(LIKE_SOURCES).default('profile') }).strict();
export const unlikeBodySchema = z.object({ id }).strict();
export const likeResponseSchema = z.object({
  liked: z.literal(true),
  match: z.boolean(),
  profile: matchProfileSchema,
});

export const autoLikeResponseSchema = z.object({ profile: matchProfileSchema.nullable() });

export const swipeCardSchema = profileTileSchema.extend({
  interests: z.array(z.string()),
  description: z.string().nullable(),
});
export const swipeStateSchema = z.object({
  profile: swipeCardSchema.nullable(),
  likes_left: z.number().int().nullable(),
  resets_at: z.string(),
});
/** POST /api/swipe.php: judge the profile shown. */
export const swipeBodySchema = z.object({ id, action: z.enum(['like', 'pass']) }).strict();
export const swipeAnswerSchema = swipeStateSchema.extend({ match: matchProfileSchema.nullable() });

export const signupMatchesResponseSchema = z.object({
  count: z.number().int(),
  profiles: z.array(discoveryTileSchema),
});
