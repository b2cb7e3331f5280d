import { z } from 'zod';
import {
  DELETE_REASONS,
  DISMISSAL_FLAGS,
  EMAIL_DISABLED_REASONS,
  GENDERS,
  NOTIFICATION_TYPES,
  SEXUALITIES,
  SIGNUP_MESSAGE_MAX_LENGTH,
  TRACKING_VALUE_MAX_LENGTH,
  type TrackingKey,
} from './accounts.ts';
import { LANGUAGES } from './locales.ts';
import { mainImageSchema, profileFieldShape } from './profile-field-schemas.ts';

/** Shapes of the account calls; the rules inside the fields live in account-rules.ts. */
const text = (max: number) => z.string().max(max);
const password = text(1024);
const email = text(320);
const token = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

const trackingValue = text(TRACKING_VALUE_MAX_LENGTH).optional();
/** Tracking data (SPEC §3): TRACKING_KEYS, each optional. */
export const trackingSchema = z
  .object({
    network: trackingValue,
    ref: trackingValue,
    sub1: trackingValue,
    sub2: trackingValue,
    sub3: trackingValue,
  } satisfies Record<TrackingKey, z.ZodType>)
  .strict();
export type Tracking = z.infer<typeof trackingSchema>;

/** The logged-in member's own profile as GET /api/user.php presents it (SPEC §3). */
export const ownProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  /** Nearest place of the stored position (the member's own view only; others never see it). */
  place: z.string().nullable(),
  ...profileFieldShape,
  status: z.enum(['active', 'disabled']),
  main_image: mainImageSchema.nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

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
  /** Staff (moderators and administrators, docs/operations.md tells how one is made): they see the back office link. */
  moderator: z.boolean(),
  profile: ownProfileSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const userResponseSchema = z.object({ user: currentUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
export const okResponseSchema = z.object({ ok: z.literal(true) });

export const loginBodySchema = z.object({ email, password });
export type LoginBody = z.infer<typeof loginBodySchema>;
export const updateUserBodySchema = z.object({ language: z.enum(LANGUAGES) });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

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
  /** The member whose landing page the signup started from (/members/{id}/signup). */
  target_member_id: z.number().int().positive().optional(),
});
/** POST /api/signup.php as the signup form sends it. */
export type SignupForm = z.input<typeof signupBodySchema>;
/** Step-wise checks during signup: any subset of the fields. */
export const signupCheckBodySchema = signupBodySchema.partial();
export type SignupCheckBody = z.infer<typeof signupCheckBodySchema>;
export const signupCheckResponseSchema = z.object({ ok: z.literal(true) });

export const passwordResetRequestBodySchema = z.object({ email });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;
export const passwordResetBodySchema = z.object({ token, password, password_repeat: password });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
export const passwordChangeBodySchema = z.object({
  old_password: password,
  password,
  password_repeat: password,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;
export const emailChangeBodySchema = z.object({ password, email });
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;
export const tokenBodySchema = z.object({ token });
export type TokenBody = z.infer<typeof tokenBodySchema>;
export const tokenQuerySchema = z.object({ token: z.string().max(200).optional() });

export const accountDeleteBodySchema = z.object({
  password,
  reason: z.enum(DELETE_REASONS),
  reason_text: text(1000).optional(),
});
export type AccountDeleteBody = z.infer<typeof accountDeleteBodySchema>;

export const accountSettingsBodySchema = z.object({
  notifications_disabled: z.array(z.enum(NOTIFICATION_TYPES)).max(NOTIFICATION_TYPES.length).optional(),
  invisible: z.boolean().optional(),
  /** Turns e-mail back on after a bounce, complaint or unsubscribe. */
  email_enabled: z.literal(true).optional(),
});
export type AccountSettingsBody = z.infer<typeof accountSettingsBodySchema>;
export const dismissalBodySchema = z.object({ flag: z.enum(DISMISSAL_FLAGS) });
export type DismissalBody = z.infer<typeof dismissalBodySchema>;
