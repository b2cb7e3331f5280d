import { z } from 'zod';
import { GENDERS, SEXUALITIES } from './accounts.ts';
import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  PHOTO_STATUSES,
  type ProfileFieldName,
  RELATIONSHIP_STATUSES,
  SIGNUP_REASONS,
} from './profiles.ts';

/**
 * The shapes of PROFILE_FIELD_NAMES as the server answers them (a choice not made is null). The member's own
 * profile, another member's profile and the editor's body are built from this one shape.
 */
export const profileFieldShape = {
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  hair_color: z.enum(HAIR_COLORS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  eye_color: z.enum(EYE_COLORS).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  reason: z.enum(SIGNUP_REASONS).nullable(),
  interests: z.array(z.string()),
  description: z.string().nullable(),
} satisfies Record<ProfileFieldName, z.ZodType>;
export const profileFieldsSchema = z.object(profileFieldShape);
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** SPEC §3 main_image: counts only when active; for other members it is null unless active. */
export const mainImageSchema = z.object({
  thumb_filename: z.string(),
  filename: z.string(),
  status: z.enum(PHOTO_STATUSES),
  /** Path of the picture for the match modal. */
  match: z.string(),
});
export type MainImage = z.infer<typeof mainImageSchema>;
