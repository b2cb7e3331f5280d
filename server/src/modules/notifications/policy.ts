import type { NotificationTiming } from '../../config.ts';
import type { PendingItem, Recipient, Sender } from './queries.ts';
import { quietUntil, timeZoneOf } from './time-zones.ts';

/**
 * Whether the member may get notifications at all: a confirmed, active account with an address that has not
 * bounced or complained (users.email_disabled_reason), and a person: a fictional profile gets no mail and no push
 * (its messages are answered in the back office's inbox, decision 0058). Push and mail share this rule.
 */
export function reachable(recipient: Recipient | undefined): recipient is Recipient {
  return (
    !!recipient &&
    !recipient.fictional &&
    recipient.status === 'active' &&
    !!recipient.email &&
    !recipient.email_disabled_reason
  );
}

/** The member switched this type off on /notifications. */
export function switchedOff(recipient: Recipient, item: PendingItem): boolean {
  return recipient.notifications_disabled.includes(item.type);
}

/** A sender still there for the member: not deleted or disabled, no block either way. */
export function senderStands(sender: Sender | undefined): sender is Sender {
  return (
    !!sender &&
    (sender.status === 'active' || sender.status === 'not_confirmed') &&
    sender.profile_status === 'active' &&
    !sender.blocked
  );
}

/**
 * When the member may next be notified, or null when now: at most `dailyMax` in any 24 hours, at least `gapSeconds`
 * after the last one, never in their quiet hours (by default 22:00–08:00 in the time zone of their country).
 */
export function nextAllowedAt(
  now: Date,
  sent: readonly Date[],
  timing: NotificationTiming,
  country: string,
): Date | null {
  const dayAgo = now.getTime() - 86_400_000;
  const today = sent.filter((at) => at.getTime() > dayAgo);
  const waits: number[] = [];
  if (today.length >= timing.dailyMax) {
    const oldest = today[today.length - timing.dailyMax] as Date;
    waits.push(oldest.getTime() + 86_400_000);
  }
  const last = sent[sent.length - 1];
  if (last && last.getTime() + timing.gapSeconds * 1000 > now.getTime()) {
    waits.push(last.getTime() + timing.gapSeconds * 1000);
  }
  const wait = waits.length ? new Date(Math.max(...waits)) : now;
  const quiet = quietUntil(wait, timeZoneOf(country), timing.quietHours);
  if (quiet) return quiet;
  return waits.length ? wait : null;
}
