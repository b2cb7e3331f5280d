import { z } from 'zod';
import { STAFF_ROLES, staffSessionSchema } from './staff.ts';

/*
 * The back office's own sign-in (the authenticator of RFC 6238) and the administrators' staff management
 * (issue 23, decision 0054).
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** An authenticator code as a person types it: six digits, perhaps with a space in the middle. */
export const TOTP_CODE_PATTERN = /^\d{3} ?\d{3}$/;

/** POST /api/admin/second-factor.php and the enrolment's confirmation: an authenticator code or a recovery code. */
export const secondFactorCodeBodySchema = z.object({ code: z.string().trim().min(1).max(40) }).strict();
export type SecondFactorCodeBody = z.infer<typeof secondFactorCodeBodySchema>;

/** POST /api/admin/enrolment.php: a new secret for the authenticator app, until the first code confirms it. */
export const enrolmentResponseSchema = z.object({
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The same secret (base32) in groups of four, for typing it into the app by hand. */
  secret: z.string(),
  /** The QR code of `uri` as an SVG document. */
  qr_svg: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentResponseSchema>;

/** POST /api/admin/enrolment-confirm.php: the session is confirmed, and the recovery codes are shown this once. */
export const enrolmentConfirmResponseSchema = z.object({
  staff: staffSessionSchema,
  recovery_codes: z.array(z.string()),
});

/** The roles an administrator gives: a staff role, or `member` to take the staff role away. */
export const ACCOUNT_ROLES = ['member', ...STAFF_ROLES] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** A staff member as the staff page lists them. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Has a confirmed authenticator. */
  enrolled: z.boolean(),
  /** The last request of any of their sessions (ISO 8601), null when they never signed in. */
  last_seen_at: z.string().nullable(),
  /** The administrator looking: their own role and second factor are not theirs to change here. */
  self: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/staff.php and the answer of both changes below: every staff member of the site. */
export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });

/** POST /api/admin/staff.php: gives a staff member another role (`member` revokes it). */
export const staffRoleBodySchema = z.object({ id, role: z.enum(ACCOUNT_ROLES) }).strict();

/** POST /api/admin/staff-second-factor.php: removes a staff member's authenticator; they enrol again. */
export const staffSecondFactorResetBodySchema = z.object({ id }).strict();
