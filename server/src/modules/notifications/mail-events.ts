import { EMAIL_MAX_LENGTH, type EmailDisabledReason, normalizeEmail } from '@community/contract';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/sql.ts';
import { disableEmailForAddress } from './feedback-queries.ts';

/** What the operator's mail service reports (docs/operations.md): a hard bounce, a spam complaint, an unsubscribe. */
export const MAIL_EVENT_TYPES = ['bounce', 'complaint', 'unsubscribe'] as const;
type MailEventType = (typeof MAIL_EVENT_TYPES)[number];

/** The reason /notifications shows for each (SPEC §8: a complaint comes through a feedback loop, "fbl"). */
const REASONS: Record<MailEventType, EmailDisabledReason> = {
  bounce: 'bounce',
  complaint: 'fbl',
  unsubscribe: 'unsubscribe',
};

const mailEventSchema = z.object({
  type: z.enum(MAIL_EVENT_TYPES),
  email: z.string().trim().min(3).max(EMAIL_MAX_LENGTH),
  /** When the mail service saw it; for the operator's records, the server acts on arrival. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type MailEvent = z.infer<typeof mailEventSchema>;

/** POST /api/mail-events.php: up to 500 events a call. */
export const mailEventsBodySchema = z.object({ events: z.array(mailEventSchema).min(1).max(500) });

/**
 * Switches e-mail off for every live account with each event's address, on every site, with the event's reason;
 * answers how many accounts changed. Repeating an event changes nothing more.
 */
export async function applyMailEvents(
  sql: Sql,
  clock: Clock,
  events: readonly Pick<MailEvent, 'type' | 'email'>[],
): Promise<{ events: number; accounts: number }> {
  let accounts = 0;
  for (const event of events) {
    accounts += await disableEmailForAddress(sql, normalizeEmail(event.email), REASONS[event.type], clock());
  }
  return { events: events.length, accounts };
}
