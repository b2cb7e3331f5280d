import { z } from 'zod';

/**
 * The spam signals of abuse prevention (issue 23, decision 0057): each one puts the member in the flagged queue
 * and slows them down. Their thresholds are the server's (server/src/modules/abuse/policy.ts).
 */
export const ABUSE_SIGNALS = [
  /** The same text (normalised) sent to many members within hours. */
  'same_text',
  /** Many messages within minutes. */
  'message_burst',
  /** Many likes within minutes. */
  'like_burst',
  /** A new account that opened conversations with many members. */
  'new_account_strangers',
  /** A link or a phone number in a message that opened a conversation. */
  'contact_in_first_message',
] as const;
export type AbuseSignal = (typeof ABUSE_SIGNALS)[number];

/** What the signal saw, for staff to judge: counts, the window, the text or the links and numbers found. */
export const flagEvidenceSchema = z.object({
  /** How many (messages, likes, recipients, strangers) within `window_minutes`, against `threshold`. */
  count: z.number().int().optional(),
  threshold: z.number().int().optional(),
  window_minutes: z.number().int().optional(),
  /** The text concerned (same_text, contact_in_first_message), at most 500 characters. */
  text: z.string().optional(),
  links: z.array(z.string()).optional(),
  phones: z.array(z.string()).optional(),
  /** The account's age in hours when it fired (new_account_strangers). */
  account_age_hours: z.number().int().optional(),
});
export type FlagEvidence = z.infer<typeof flagEvidenceSchema>;

export const flagSchema = z.object({
  id: z.number().int(),
  signal: z.enum(ABUSE_SIGNALS),
  created_at: z.string(),
  evidence: flagEvidenceSchema,
  member: z.object({
    id: z.number().int(),
    name: z.string(),
    created_at: z.string(),
    /** Slowed down until then (ISO 8601), or null when not (any more). */
    slowed_until: z.string().nullable(),
  }),
  /** The flagged message, when the signal is about one: its id and what it said. */
  message: z.object({ id: z.number().int(), text: z.string().nullable() }).nullable(),
});
export type Flag = z.infer<typeof flagSchema>;

/** GET /api/admin/flags.php: the open flags of the site, oldest first, and how many there are. */
export const flagsResponseSchema = z.object({
  open: z.number().int(),
  oldest_at: z.string().nullable(),
  flags: z.array(flagSchema),
});
export type FlagsResponse = z.infer<typeof flagsResponseSchema>;

/**
 * POST /api/admin/flag.php: `dismiss` closes the flag as a false alarm (the slow-down runs out by itself);
 * `lift` ends the member's slow-down now and closes all their open flags.
 */
export const flagActionBodySchema = z
  .object({ id: z.number().int().positive(), action: z.enum(['dismiss', 'lift']) })
  .strict();
export type FlagActionBody = z.infer<typeof flagActionBodySchema>;
