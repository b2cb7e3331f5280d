import { z } from 'zod';
import {
  DELETE_REASONS,
  DISMISSAL_FLAGS,
  EMAIL_DISABLED_REASONS,
  GENDERS,
  NOTIFICATION_TYPES,
  SEXUALITIES,
  SIGNUP_MESSAGE_MAX_LENGTH,
  TRACKING_KEYS,
  TRACKING_VALUE_MAX_LENGTH,
} from './accounts.ts';
import { LANGUAGES } from './locales.ts';
import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  PHOTO_STATUSES,
  RELATIONSHIP_STATUSES,
  SIGNUP_REASONS,
} from './profiles.ts';

/** Shapes of the account calls; the rules inside the fields live in account-rules.ts. */
const text = (max: number) => z.string().max(max);
const password = text(1024);
const email = text(320);
const token = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

export const trackingSchema = z
  .object(Object.fromEntries(TRACKING_KEYS.map((key) => [key, text(TRACKING_VALUE_MAX_LENGTH).optional()])))
  .strict();

export const ownProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  country: z.string(),
  region: z.string().nullable(),
  place: z.string().nullable(),
  hair_color: z.enum(HAIR_COLORS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  eye_color: z.enum(EYE_COLORS).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  reason: z.enum(SIGNUP_REASONS).nullable(),
  interests: z.array(z.string()),
  description: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  main_image: z
    .object({
      thumb_filename: z.string(),
      filename: z.string(),
      status: z.enum(PHOTO_STATUSES),
      match: z.string(),
    })
    .nullable(),
});

export const currentUserSchema = z.object({
  id: z.number().int(),
  status: z.enum(['not_confirmed', 'active']),
  email: z.string(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  fictional_icon: z.boolean(),
  language: z.enum(LANGUAGES),
  signup_date: z.string(),
  notifications_disabled: z.array(z.enum(NOTIFICATION_TYPES)),
  email_disabled_reason: z.enum(EMAIL_DISABLED_REASONS).nullable(),
  invisible: z.boolean(),
  dismissals: z.partialRecord(z.enum(DISMISSAL_FLAGS), z.string()),
  moderator: z.boolean(),
  profile: ownProfileSchema,
});
export const userResponseSchema = z.object({ user: currentUserSchema });
export const okResponseSchema = z.object({ ok: z.literal(true) });

export const loginBodySchema = z.object({ email, password });
export const updateUserBodySchema = z.object({ language: z.enum(LANGUAGES) });

export const signupBodySchema = z.object({
  email,
  name: text(200),
  password,
  date_of_birth: text(20),
  signup_message: text(SIGNUP_MESSAGE_MAX_LENGTH).optional(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  country: z.string().regex(/^[A-Z]{2}$/),
  region: text(100).nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
  tracking: trackingSchema.optional(),
  target_member_id: z.number().int().positive().optional(),
});
/** Step-wise checks during signup: any subset of the fields. */
export const signupCheckBodySchema = signupBodySchema.partial();
export const signupCheckResponseSchema = z.object({ ok: z.literal(true) });

export const passwordResetRequestBodySchema = z.object({ email });
export const passwordResetBodySchema = z.object({ token, password, password_repeat: password });
export const passwordChangeBodySchema = z.object({
  old_password: password,
  password,
  password_repeat: password,
});
export const emailChangeBodySchema = z.object({ password, email });
export const tokenBodySchema = z.object({ token });
export const tokenQuerySchema = z.object({ token: z.string().max(200).optional() });

export const accountDeleteBodySchema = z.object({
  password,
  reason: z.enum(DELETE_REASONS),
  reason_text: text(1000).optional(),
});

export const accountSettingsBodySchema = z.object({
  notifications_disabled: z.array(z.enum(NOTIFICATION_TYPES)).max(NOTIFICATION_TYPES.length).optional(),
  invisible: z.boolean().optional(),
  /** Turns e-mail back on after a bounce, complaint or unsubscribe. */
  email_enabled: z.literal(true).optional(),
});
export const dismissalBodySchema = z.object({ flag: z.enum(DISMISSAL_FLAGS) });
