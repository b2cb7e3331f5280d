import type { AbuseSignal, FlagEvidence } from '@community/contract';
import type { AppDeps } from '../../deps.ts';
import type { DomainEvent } from '../../platform/domain-events.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import {
  ABUSE_THRESHOLDS,
  contactDetails,
  EVIDENCE_TEXT_LENGTH,
  SLOWDOWN_HOURS,
  textFingerprint,
} from './policy.ts';
import {
  countGivenLikes,
  countSameTextRecipients,
  countSentMessages,
  findSentMessage,
  lockMemberSignals,
  openFlag,
} from './queries.ts';

export type AbuseDeps = Pick<AppDeps, 'db' | 'clock'>;
type Fired = { signal: AbuseSignal; evidence: FlagEvidence; messageId: number | null };

const HOUR_MS = 3_600_000;
const excerpt = (text: string) => text.slice(0, EVIDENCE_TEXT_LENGTH);

async function flagAll(sql: Sql, siteId: number, memberId: number, now: Date, fired: Fired[]): Promise<void> {
  const slowedUntil = new Date(now.getTime() + SLOWDOWN_HOURS * HOUR_MS);
  for (const flag of fired) await openFlag(sql, { siteId, memberId, now, slowedUntil, ...flag });
}

/** The signals of one text: a link or a phone number in an opening message, and the same text to many members. */
async function textSignals(
  sql: Sql,
  event: DomainEvent<'message.sent'>,
  text: string,
  sentAt: Date,
): Promise<Fired[]> {
  const fired: Fired[] = [];
  if (event.first) {
    const { links, phones } = contactDetails(text);
    if (links.length > 0 || phones.length > 0)
      fired.push({
        signal: 'contact_in_first_message',
        messageId: event.messageId,
        evidence: { text: excerpt(text), links, phones },
      });
  }
  const rule = ABUSE_THRESHOLDS.sameText;
  const recipients = await countSameTextRecipients(sql, {
    senderId: event.senderId,
    hash: textFingerprint(text),
    recipientId: event.recipientId,
    sentAt,
    windowMinutes: rule.windowMinutes,
  });
  if (recipients >= rule.atLeast)
    fired.push({
      signal: 'same_text',
      messageId: event.messageId,
      evidence: {
        text: excerpt(text),
        count: recipients,
        threshold: rule.atLeast,
        window_minutes: rule.windowMinutes,
      },
    });
  return fired;
}

/**
 * The spam signals of a stored message (the `message.sent` subscriber, off the send path): each that fires opens
 * a flag and slows the sender down. Safe to run twice for one event (the fingerprint is upserted, a flag of a
 * signal already open is not opened again).
 */
export async function messageSignals(deps: AbuseDeps, event: DomainEvent<'message.sent'>): Promise<void> {
  await withTransaction(deps.db.$client, async (sql) => {
    await lockMemberSignals(sql, event.senderId);
    const message = await findSentMessage(sql, event.messageId);
    if (!message) return;
    const sentAt = new Date(event.sentAt);
    const fired =
      message.kind === 'text' && message.body ? await textSignals(sql, event, message.body, sentAt) : [];

    const burst = ABUSE_THRESHOLDS.messageBurst;
    const sent = await countSentMessages(sql, event.senderId, sentAt, burst.windowMinutes);
    if (sent >= burst.atLeast)
      fired.push({
        signal: 'message_burst',
        messageId: null,
        evidence: { count: sent, threshold: burst.atLeast, window_minutes: burst.windowMinutes },
      });

    const strangers = ABUSE_THRESHOLDS.newAccountStrangers;
    const ageHours = Math.floor((sentAt.getTime() - message.account_created_at.getTime()) / HOUR_MS);
    if (event.first && ageHours < strangers.accountHours) {
      const opened = await countSentMessages(sql, event.senderId, sentAt, strangers.windowMinutes, true);
      if (opened >= strangers.atLeast)
        fired.push({
          signal: 'new_account_strangers',
          messageId: null,
          evidence: {
            count: opened,
            threshold: strangers.atLeast,
            window_minutes: strangers.windowMinutes,
            account_age_hours: ageHours,
          },
        });
    }
    await flagAll(sql, message.site_id, event.senderId, sentAt, fired);
  });
}

/** The like-burst signal (the `like.created` subscriber). A fictional profile's auto-like is not a member's act. */
export async function likeSignals(deps: AbuseDeps, event: DomainEvent<'like.created'>): Promise<void> {
  if (event.source === 'auto') return;
  await withTransaction(deps.db.$client, async (sql) => {
    await lockMemberSignals(sql, event.likerId);
    const now = deps.clock();
    const rule = ABUSE_THRESHOLDS.likeBurst;
    const liker = await countGivenLikes(sql, event.likerId, now, rule.windowMinutes);
    const likes = Number(liker?.likes ?? 0);
    if (!liker || likes < rule.atLeast) return;
    await flagAll(sql, liker.site_id, event.likerId, now, [
      {
        signal: 'like_burst',
        messageId: null,
        evidence: { count: likes, threshold: rule.atLeast, window_minutes: rule.windowMinutes },
      },
    ]);
  });
}
