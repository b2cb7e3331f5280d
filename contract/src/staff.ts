import { z } from 'zod';

/**
 * Staff roles (issue 23, decision 0053). A moderator handles content, members and the fictional inbox; an
 * administrator also sites, prices, codes and staff. Both are members who confirmed a second factor.
 */
export const STAFF_ROLES = ['moderator', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff session ends this long after its second-factor confirmation, however busy. */
export const STAFF_SESSION_HOURS = 8;
/** …and after this long without a request. */
export const STAFF_IDLE_MINUTES = 15;

/** GET /api/admin/session.php: what the back office needs to know about the staff member looking at it. */
export const staffSessionSchema = z.object({
  role: z.enum(STAFF_ROLES),
  /** The account has a confirmed authenticator; false until enrolment is finished. */
  enrolled: z.boolean(),
  /** This session confirmed the second factor and has not timed out. */
  verified: z.boolean(),
  /** When the staff session ends at the latest (ISO 8601), while verified. */
  expires_at: z.string().nullable(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionResponseSchema = z.object({ staff: staffSessionSchema });
