import { z } from 'zod';
import { LANDER_SLUG_PATTERN, LANDERS } from './lander-names.ts';
import { LANGUAGES } from './locales.ts';
import { NICHES } from './niches.ts';
import { profileTileSchema } from './profile-schemas.ts';

// The names and the slug rule live without zod, so a lander's first view can use them without the schemas.
export { LANDER_SLUG_PATTERN, LANDERS, type LanderName } from './lander-names.ts';

/** Who a lander shows: the site's audience unless a variant narrows it. */
export const LANDER_AUDIENCES = ['women', 'men', 'everyone'] as const;
export type LanderAudience = (typeof LANDER_AUDIENCES)[number];
/** The most profiles one lander answer carries. */
export const LANDER_PROFILES_MAX = 24;

/** GET /api/lander.php?lander=&slug=: what a lander shows (public: visitors). */
export const landerQuerySchema = z
  .object({
    lander: z.enum(LANDERS),
    slug: z.string().regex(LANDER_SLUG_PATTERN).optional(),
    /** The interface language the texts are wanted in; else the locale cookie, else the site's language. */
    locale: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type LanderQuery = z.infer<typeof landerQuerySchema>;

/**
 * The variant the slug chose (or the lander's default when there is no slug or it is unknown). Texts are in the
 * visitor's language, or null where the lander's own translated text stands.
 */
export const landerVariantSchema = z.object({
  slug: z.string().nullable(),
  audience: z.enum(LANDER_AUDIENCES),
  niche: z.enum(Object.values(NICHES) as [string, ...string[]]),
  headline: z.string().nullable(),
  subline: z.string().nullable(),
  call_to_action: z.string().nullable(),
});
export type LanderVariant = z.infer<typeof landerVariantSchema>;

/** Members per region for the map lander: counts only, never a position finer than the region. */
export const landerRegionSchema = z.object({
  country: z.string(),
  region: z.string(),
  count: z.number().int(),
});
export type LanderRegion = z.infer<typeof landerRegionSchema>;

export const landerResponseSchema = z.object({
  lander: z.enum(LANDERS),
  variant: landerVariantSchema,
  /** Public teasers of the site's niche: the main photo only if it is public and approved; fictional flagged. */
  profiles: z.array(profileTileSchema).max(LANDER_PROFILES_MAX),
  /** Filled for `maplanding` only. */
  regions: z.array(landerRegionSchema),
  /** Members of the audience on the site, rounded down to a hundred (a figure for the copy). */
  member_count: z.number().int(),
});
export type LanderResponse = z.infer<typeof landerResponseSchema>;
