import { z } from 'zod';
import { STAFF_ROLES } from './staff.ts';

/**
 * The back office's member management (issue 23, decision 0056): find a member, see everything about them, act
 * on them with a reason; and the member's side of a warning.
 */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const MEMBER_STATUSES = [
  'not_confirmed',
  'active',
  'deleted',
  'purged',
  'suspended',
  'banned',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
const memberRole = z.enum(['member', ...STAFF_ROLES]);

/** The longest suspension staff can give at once, in days. */
export const SUSPENSION_MAX_DAYS = 365;
/** The most credits one adjustment may give or take. */
export const CREDIT_ADJUSTMENT_MAX = 100_000;

/** Why staff act: required for every action, kept in the audit log. */
export const staffReasonSchema = z.string().trim().min(3).max(500);

export const adminMembersQuerySchema = z.object({ q: z.string().trim().min(1).max(200) }).strict();

export const adminMemberSummarySchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  role: memberRole,
  fictional: z.boolean(),
  signup_date: z.string(),
});
export const adminMembersResponseSchema = z.object({ members: z.array(adminMemberSummarySchema) });

export const adminMemberQuerySchema = z.object({ id }).strict();

export const adminMemberSchema = adminMemberSummarySchema.extend({
  language: z.string(),
  confirmed_at: z.string().nullable(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  direct_debit_blocked: z.boolean(),
  payment_flag: z.string().nullable(),
  invisible: z.boolean(),
  restricted_at: z.string().nullable(),
  /** The end of a suspension; null for a ban or when the member is not restricted. */
  restricted_until: z.string().nullable(),
  profile: z
    .object({
      gender: z.string(),
      country: z.string(),
      region: z.string().nullable(),
      status: z.string(),
      created_at: z.string(),
    })
    .nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMemberDetailSchema = z.object({
  member: adminMemberSchema,
  photos: z.array(
    z.object({
      id: z.number().int(),
      thumb_filename: z.string(),
      filename: z.string(),
      status: z.string(),
      reject_reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      credits: z.number().int(),
      method: z.string(),
    }),
  ),
  ledger: z.array(
    z.object({ amount: z.number().int(), reason: z.string(), reference: z.string(), created_at: z.string() }),
  ),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      last_seen_at: z.string(),
      expires_at: z.string(),
      revoked_at: z.string().nullable(),
    }),
  ),
  warnings: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      created_at: z.string(),
      seen_at: z.string().nullable(),
    }),
  ),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** POST /api/admin/members-action.php: one action on one member, always with a reason. */
export const adminMemberActionBodySchema = z.discriminatedUnion('action', [
  z.object({ id, action: z.literal('warn'), text: z.string().trim().min(3).max(2000) }).strict(),
  z
    .object({
      id,
      action: z.literal('suspend'),
      days: z.coerce.number().int().min(1).max(SUSPENSION_MAX_DAYS),
      reason: staffReasonSchema,
    })
    .strict(),
  z.object({ id, action: z.literal('ban'), reason: staffReasonSchema }).strict(),
  z.object({ id, action: z.literal('restore'), reason: staffReasonSchema }).strict(),
  z
    .object({
      id,
      action: z.literal('credits'),
      amount: z.coerce
        .number()
        .int()
        .min(-CREDIT_ADJUSTMENT_MAX)
        .max(CREDIT_ADJUSTMENT_MAX)
        .refine((amount) => amount !== 0),
      reason: staffReasonSchema,
    })
    .strict(),
  z
    .object({ id, action: z.literal('direct_debit'), blocked: z.boolean(), reason: staffReasonSchema })
    .strict(),
  z
    .object({ id, action: z.literal('fictional'), fictional: z.boolean(), reason: staffReasonSchema })
    .strict(),
  z.object({ id, action: z.literal('end_sessions'), reason: staffReasonSchema }).strict(),
]);
export type AdminMemberAction = z.infer<typeof adminMemberActionBodySchema>;
export type AdminMemberActionName = AdminMemberAction['action'];

/** GET /api/member-warning.php: the oldest warning from staff the member has not acknowledged yet. */
export const memberWarningSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
});
export const memberWarningResponseSchema = z.object({ warning: memberWarningSchema.nullable() });
export const memberWarningSeenBodySchema = z.object({ id }).strict();
