import { z } from 'zod';
import { currentUserSchema } from './account-schemas.ts';
import { INTEREST_KEYS } from './interests.ts';
import { mainImageSchema, profileFieldShape } from './profile-field-schemas.ts';
import { DESCRIPTION_MAX_LENGTH, INTERESTS_MAX, PHOTO_REJECT_REASONS, PHOTO_STATUSES } from './profiles.ts';

/** Shapes of the profile, photo, block, moderation and geocode calls (docs/profiles.md). */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A photo in the owner's own list. */
export const ownPhotoSchema = z.object({
  id: z.number().int(),
  thumb_filename: z.string(),
  filename: z.string(),
  status: z.enum(PHOTO_STATUSES),
  reject_reason: z.enum(PHOTO_REJECT_REASONS).nullable(),
  private: z.boolean(),
  main: z.boolean(),
  created_at: z.string(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;
export const ownPhotosResponseSchema = z.object({
  photos: z.array(ownPhotoSchema),
  /** How many photos this member may have (3 free, 25 premium). */
  limit: z.number().int(),
  user: currentUserSchema,
});

/**
 * GET /api/photo-decisions.php: a moderator's decisions on the member's photos not yet announced to them (an
 * approval, or a rejection with its reason); POST with their ids once shown, so each is announced once.
 */
export const photoDecisionSchema = z.object({
  id: z.number().int(),
  thumb_filename: z.string(),
  status: z.enum(['active', 'rejected']),
  reject_reason: z.enum(PHOTO_REJECT_REASONS).nullable(),
});
/** A moderator's decision on one of the member's photos, announced once (GET /api/photo-decisions.php). */
export type PhotoDecision = z.infer<typeof photoDecisionSchema>;
export const photoDecisionsResponseSchema = z.object({ decisions: z.array(photoDecisionSchema) });
export const photoDecisionsSeenBodySchema = z
  .object({ ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(100) })
  .strict();
export type PhotoDecisionsSeenBody = z.infer<typeof photoDecisionsSeenBodySchema>;

/** PUT /api/profile.php: every field optional; null clears a choice. */
export const profileUpdateBodySchema = z
  .object({
    name: z.string().max(200),
    ...profileFieldShape,
    interests: z.array(z.enum(INTEREST_KEYS)).max(INTERESTS_MAX),
    description: z.string().max(DESCRIPTION_MAX_LENGTH).nullable(),
    country: z.string().regex(/^[A-Z]{2}$/),
    region: z.string().max(100).nullable(),
    /** A browser position; snapped to a 2 km grid before it is stored, never shown to anyone. */
    position: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const photoChangeBodySchema = z
  .object({ id, main: z.literal(true).optional(), private: z.boolean().optional() })
  .strict();
export type PhotoChangeBody = z.infer<typeof photoChangeBodySchema>;
export const photoIdBodySchema = z.object({ id }).strict();
export type PhotoIdBody = z.infer<typeof photoIdBodySchema>;

/**
 * POST /api/photos.php?client_id= with the raw image as the body. The client's id for the chosen file, the same
 * on every attempt: a repeat answers the member's photos and stores nothing. Optional, so a tab still running an
 * older client keeps uploading (without the protection); decision 0036.
 */
export const photoUploadQuerySchema = z.object({ client_id: z.uuid().optional() });
export type PhotoUploadQuery = z.infer<typeof photoUploadQuerySchema>;

const tileShape = {
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  country: z.string(),
  region: z.string().nullable(),
  fictional: z.boolean(),
  main_image: mainImageSchema.nullable(),
};
/** A profile in a list (related profiles, block list, search and likes). */
export const profileTileSchema = z.object(tileShape);
export type ProfileTile = z.infer<typeof profileTileSchema>;

/** Another member's active photo: a locked (private, not unlocked) photo carries no file names. */
export const memberPhotoSchema = z.discriminatedUnion('locked', [
  z.object({
    id: z.number().int(),
    locked: z.literal(false),
    thumb_filename: z.string(),
    filename: z.string(),
  }),
  z.object({ id: z.number().int(), locked: z.literal(true), thumb_filename: z.null(), filename: z.null() }),
]);
export type MemberPhoto = z.infer<typeof memberPhotoSchema>;

/** GET /api/member.php: another member's profile, only the profile fields the site shows. */
export const memberProfileSchema = z.object({
  ...tileShape,
  ...z.object(profileFieldShape).partial().shape,
  photos: z.array(memberPhotoSchema),
  /** The viewer has blocked this member. */
  blocked: z.boolean(),
  /** The viewer liked this member; `match`: and this member likes the viewer. */
  liked: z.boolean(),
  match: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export const memberQuerySchema = z.object({ id });
export const memberResponseSchema = z.object({
  profile: memberProfileSchema,
  related: z.array(profileTileSchema),
});

export const photoUnlockResponseSchema = z.object({ photo: memberPhotoSchema, user: currentUserSchema });

export const blockBodySchema = z.object({ profile_id: id }).strict();
export type BlockBody = z.infer<typeof blockBodySchema>;
export const blocksResponseSchema = z.object({ profiles: z.array(profileTileSchema) });

export const geocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const geocodeSchema = z.object({
  country: z.string(),
  region: z.string().nullable(),
  place: z.string().nullable(),
});
export type Geocode = z.infer<typeof geocodeSchema>;
export const geocodeResponseSchema = z.object({ geocode: geocodeSchema });

export const moderationPhotoSchema = z.object({
  id: z.number().int(),
  thumb_filename: z.string(),
  filename: z.string(),
  created_at: z.string(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
});
/** The photo queue of the back office: the oldest photos in inspection, how many wait and since when. */
export const moderationPhotosResponseSchema = z.object({
  photos: z.array(moderationPhotoSchema),
  open: z.number().int(),
  oldest_at: z.string().nullable(),
});
export const moderationDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ id, decision: z.literal('approve') }).strict(),
  z.object({ id, decision: z.literal('reject'), reason: z.enum(PHOTO_REJECT_REASONS) }).strict(),
]);
export type ModerationDecisionBody = z.infer<typeof moderationDecisionBodySchema>;
