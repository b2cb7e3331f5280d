import { z } from 'zod';
import { emailError } from './account-rules.ts';
import type { ErrorCode } from './errors.ts';
import { LANGUAGES } from './locales.ts';

/**
 * Complaints and notices (SPEC §2 `/complaints`, issue 23; docs/complaints.md): about the service, or about content
 * a member put on the site (a profile, a photo, a message), as the EU Digital Services Act's notice-and-action
 * mechanism asks (Art. 16, 17, 20).
 */
export const COMPLAINT_KINDS = ['service', 'member', 'photo', 'message'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];
/** The kinds about content: they name the reported object, a reason and the statement of good faith. */
export const CONTENT_COMPLAINT_KINDS = ['member', 'photo', 'message'] as const;

/** Why content is reported (DSA Art. 16(2)(a): the reasons the notice gives). */
export const COMPLAINT_REASONS = [
  'illegal_content',
  'harassment',
  'hate_or_violence',
  'spam_or_scam',
  'underage',
  'impersonation',
  'non_consensual_sexual',
  'privacy',
  'other',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export const COMPLAINT_STATUSES = ['open', 'assigned', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** What staff decided (DSA Art. 17's statement of reasons names it; the reporter is told in their language). */
export const COMPLAINT_OUTCOMES = [
  'content_removed',
  'member_restricted',
  'no_violation',
  'insufficient_information',
  'service_answered',
] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

export const COMPLAINT_EXPLANATION = { min: 10, max: 4000 } as const;
export const COMPLAINT_NAME_MAX = 100;
export const COMPLAINT_REPLY_MAX = 4000;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /api/complaints.php. A visitor gives name and e-mail; a member's account says who they are. */
export const complaintBodySchema = z
  .object({
    /** The form's own id for this complaint (a UUID): sent twice, it is stored once. */
    client_id: z.uuid(),
    kind: z.enum(COMPLAINT_KINDS),
    /** The reported member, photo or message; none for a complaint about the service. */
    target_id: id.optional(),
    reason: z.enum(COMPLAINT_REASONS).optional(),
    explanation: z.string().trim().min(COMPLAINT_EXPLANATION.min).max(COMPLAINT_EXPLANATION.max),
    good_faith: z.boolean(),
    name: z.string().trim().max(COMPLAINT_NAME_MAX).optional(),
    email: z.string().trim().max(254).optional(),
    /** The language the form was filled in: the mails about the complaint use it. */
    language: z.enum(LANGUAGES),
  })
  .strict();
export type ComplaintBody = z.infer<typeof complaintBodySchema>;

export const complaintCreatedResponseSchema = z.object({
  complaint: z.object({ reference: z.string(), created_at: z.string() }),
});

/** What is reported, as the reporter sees it on the form (and as the complaint keeps it). */
export const complaintTargetSchema = z.object({
  kind: z.enum(CONTENT_COMPLAINT_KINDS),
  id: z.number().int(),
  /** The member: the profile's, the photo owner's or the message sender's name. */
  name: z.string(),
  member_id: z.number().int(),
  /** A message's text. */
  text: z.string().nullable(),
  /** A photo's (or a message's picture) thumbnail file name. */
  thumb_filename: z.string().nullable(),
});
export type ComplaintTarget = z.infer<typeof complaintTargetSchema>;
export const complaintTargetQuerySchema = z.object({ kind: z.enum(CONTENT_COMPLAINT_KINDS), id }).strict();
export const complaintTargetResponseSchema = z.object({ target: complaintTargetSchema });

/** The form as its fields hold it; each rule's issue carries an error code (`errors.<code>`). */
export const complaintFormSchema = z
  .object({
    kind: z.string(),
    reason: z.string(),
    explanation: z.string(),
    good_faith: z.boolean(),
    name: z.string(),
    email: z.string(),
    visitor: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const issue = (path: string, message: ErrorCode) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const content = values.kind !== 'service';
    if (!(COMPLAINT_KINDS as readonly string[]).includes(values.kind)) issue('kind', 'validation_failed');
    if (content && !(COMPLAINT_REASONS as readonly string[]).includes(values.reason))
      issue('reason', 'complaint_reason_required');
    const length = values.explanation.trim().length;
    if (length < COMPLAINT_EXPLANATION.min || length > COMPLAINT_EXPLANATION.max)
      issue('explanation', 'complaint_explanation_length');
    if (content && !values.good_faith) issue('good_faith', 'complaint_good_faith_required');
    if (values.visitor) {
      const name = values.name.trim();
      if (!name || name.length > COMPLAINT_NAME_MAX) issue('name', 'complaint_name_required');
      const email = emailError(values.email);
      if (email) issue('email', email);
    }
  });

// ---- the staff queue (access 'staff') ----

const person = z.object({ id: z.number().int(), name: z.string() });

export const adminComplaintSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(COMPLAINT_KINDS),
  reason: z.enum(COMPLAINT_REASONS).nullable(),
  status: z.enum(COMPLAINT_STATUSES),
  created_at: z.string(),
  /** The reported member (profile, photo owner, message sender); null for the service. */
  target_member: person.nullable(),
  target_id: z.number().int().nullable(),
  /** The reporting member, or null for a visitor (then `reporter_name`). */
  reporter: person.nullable(),
  reporter_name: z.string().nullable(),
  assignee: person.nullable(),
  resolved_at: z.string().nullable(),
});
export type AdminComplaintSummary = z.infer<typeof adminComplaintSummarySchema>;

export const adminComplaintsQuerySchema = z
  .object({
    status: z.enum(COMPLAINT_STATUSES).optional(),
    kind: z.enum(COMPLAINT_KINDS).optional(),
    /** Complaints about this member's profile, photos or messages. */
    against: id.optional(),
    /** Complaints this member sent. */
    by: id.optional(),
  })
  .strict();
export type AdminComplaintsQuery = z.infer<typeof adminComplaintsQuerySchema>;

const queueCount = z.object({ count: z.number().int(), oldest_at: z.string().nullable() });
export const adminComplaintsResponseSchema = z.object({
  counts: z.object({ open: queueCount, assigned: queueCount, resolved: queueCount }),
  complaints: z.array(adminComplaintSummarySchema),
});

export const adminComplaintSchema = adminComplaintSummarySchema.extend({
  explanation: z.string(),
  good_faith: z.boolean(),
  language: z.enum(LANGUAGES),
  reporter_email: z.string().nullable(),
  /** The reported object as it was when reported (the message text, the photo file name, the member's name). */
  snapshot: z.record(z.string(), z.unknown()).nullable(),
  assigned_at: z.string().nullable(),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  reply: z.string().nullable(),
  resolved_by: person.nullable(),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;
export const adminComplaintQuerySchema = z.object({ id }).strict();
export const adminComplaintResponseSchema = z.object({ complaint: adminComplaintSchema });

/** POST /api/admin/complaint.php: take the complaint, or resolve it with an outcome and the reply mailed. */
export const adminComplaintActionSchema = z.discriminatedUnion('action', [
  z.object({ id, action: z.literal('assign') }).strict(),
  z
    .object({
      id,
      action: z.literal('resolve'),
      outcome: z.enum(COMPLAINT_OUTCOMES),
      reply: z.string().trim().min(1).max(COMPLAINT_REPLY_MAX),
    })
    .strict(),
]);
export type AdminComplaintAction = z.infer<typeof adminComplaintActionSchema>;
