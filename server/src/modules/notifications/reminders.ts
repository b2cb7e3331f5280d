import { getAllCountries } from 'countries-and-timezones';
import type { ScheduledJob } from '../../platform/jobs.ts';
import { withTransaction } from '../../platform/sql.ts';
import { scheduleDelivery } from './deliver-job.ts';
import { claimEvent, findUnreadReminders, lockRecipient, upsertItem } from './queries.ts';
import type { NotificationDeps } from './service.ts';
import { localHour, timeZoneOf } from './time-zones.ts';

/** Reminders go out at this hour of the member's morning (in the time zone of their country). */
const MORNING_HOUR = 9;
const DAY_MS = 86_400_000;

/**
 * The unread-message reminders (SPEC §3 `unread_message_reminders`, decision 0049): for the members in whose
 * country it is now `hour` o'clock, one reminder a day of their newest conversation whose last message, from the
 * other member, is unread, more than a day old, and not seen online since. Each becomes a pending item (subject
 * `unread-reminder`) that the deliver step sends with the same checks and throttle as all news. Answers how many.
 */
export async function remindUnread(deps: NotificationDeps, hour = MORNING_HOUR): Promise<number> {
  const now = deps.clock();
  const countries = Object.keys(getAllCountries()).filter(
    (country) => localHour(now, timeZoneOf(country)) === hour,
  );
  const rows = await findUnreadReminders(deps.db.$client, countries, new Date(now.getTime() - DAY_MS));
  let queued = 0;
  for (const row of rows) {
    await withTransaction(deps.db.$client, async (tx) => {
      if (!(await lockRecipient(tx, row.member_id))) return;
      const day = now.toISOString().slice(0, 10);
      if (!(await claimEvent(tx, `reminder:${row.member_id}:${day}`, now))) return;
      await upsertItem(tx, {
        memberId: row.member_id,
        type: 'unread_message_reminders',
        subject: 'unread-reminder',
        payload: {
          kind: 'conversation',
          conversationId: row.conversation_id,
          senderId: row.sender_id,
          lastMessageId: row.message_id,
          lastSentAt: row.created_at.toISOString(),
          count: Number(row.unread),
        },
        dueAt: now,
      });
      await scheduleDelivery(tx, row.member_id, now);
      queued += 1;
    });
  }
  return queued;
}

/** Hourly: each hour reaches the countries where it is 9 in the morning. */
export function unreadRemindersJob(
  deps: NotificationDeps,
  log: { info: (details: object, message: string) => void },
): ScheduledJob {
  return {
    name: 'notifications/unread-reminders',
    cron: '7 * * * *',
    async run() {
      const queued = await remindUnread(deps);
      if (queued > 0) log.info({ queued }, 'unread-message reminders queued');
    },
  };
}
