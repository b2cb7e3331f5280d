import { z } from 'zod';
import { STAFF_ROLES } from './staff.ts';

/** The audit log search of the back office (issue 23, decisions 0053 and 0054). */

/** An empty query value (a cleared field) means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Entries per page of GET /api/admin/audit.php. */
export const AUDIT_PAGE_SIZE = 50;

/** The filters of GET /api/admin/audit.php, each optional; the web keeps them in the page's address. */
export const auditFiltersSchema = z.object({
  /** A staff member's id, or their e-mail address as it was when they acted. */
  staff: optional(z.string().trim().max(200)),
  /** An action (`photo.reject`) or the start of one (`photo`, `photo.`). */
  action: optional(z.string().trim().max(100)),
  target_type: optional(z.string().trim().max(50)),
  target_id: optional(z.string().trim().max(100)),
  /** The first and last day (UTC), both included. */
  from: optional(day),
  to: optional(day),
  /** Words in the reason. */
  q: optional(z.string().trim().max(200)),
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

export const auditQuerySchema = auditFiltersSchema.extend({
  /** The `next` of the previous page: entries older than this one. */
  before: optional(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), email: z.string(), role: z.enum(STAFF_ROLES) }),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  request_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Newest first; `next` continues with older entries, null on the last page. */
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z.number().int().nullable(),
});
