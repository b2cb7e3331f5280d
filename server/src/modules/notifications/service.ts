import type { NotificationType, PushMessage } from '@community/contract';
import { PHOTO_PATH } from '@community/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { SiteRow } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEvent } from '../../platform/domain-events.ts';
import { enqueueMail } from '../../platform/mail-queue.ts';
import type { Mail } from '../../platform/mailer.ts';
import { photoFilename } from '../../platform/photo-names.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import { issueSignInLink, linkOrigin } from '../accounts/index.ts';
import { presenceOf } from '../presence/index.ts';
import { findSiteById, siteText } from '../sites/index.ts';
import { scheduleDelivery } from './deliver-job.ts';
import { nextAllowedAt, reachable, senderStands, switchedOff } from './policy.ts';
import { type MailEntry, notificationTitle, renderNotificationMail } from './presenter.ts';
import type { QueuePush } from './push-channel.ts';
import {
  claimEvent,
  deleteItems,
  findSender,
  forgetOldEvents,
  likeStands,
  lockRecipient,
  messageRead,
  type PendingItem,
  pendingItems,
  type Recipient,
  recentDeliveries,
  recordDelivery,
  type Sender,
  upsertItem,
} from './queries.ts';
import { recordTold, toldAt } from './told-queries.ts';
import { unsubscribeUrls } from './unsubscribe-links.ts';

export type NotificationDeps = {
  config: Config;
  db: Database;
  clock: Clock;
  push?: QueuePush;
};

const addSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** A new message: news in its conversation for the recipient (a first one opens a new conversation). */
export async function recordMessage(
  deps: NotificationDeps,
  event: DomainEvent<'message.sent'>,
): Promise<void> {
  const now = deps.clock();
  await withTransaction(deps.db.$client, async (tx) => {
    // The member's row locked as their deliver step locks it: that step either ran before or sees this news.
    if (!(await lockRecipient(tx, event.recipientId))) return;
    if (!(await claimEvent(tx, `message:${event.messageId}`, now))) return;
    const dueAt = addSeconds(now, deps.config.notifications.messageDelaySeconds);
    await upsertItem(tx, {
      memberId: event.recipientId,
      type: event.first ? 'new_conversations' : 'new_messages',
      subject: `conversation:${event.conversationId}`,
      payload: {
        kind: 'conversation',
        conversationId: event.conversationId,
        senderId: event.senderId,
        lastMessageId: event.messageId,
        lastSentAt: event.sentAt,
        count: 1,
      },
      dueAt,
    });
    await scheduleDelivery(tx, event.recipientId, dueAt);
  });
}

/**
 * A like, or a match (a like returned): both are news about a like for the member liked, of type `like`, and
 * one item per liker, so the like and the match it made go out as one entry that says "match".
 */
export async function recordLike(
  deps: NotificationDeps,
  event: DomainEvent<'like.created'> | DomainEvent<'match.created'>,
  match: boolean,
): Promise<void> {
  const now = deps.clock();
  await withTransaction(deps.db.$client, async (tx) => {
    const key = `${match ? 'match' : 'like'}:${event.likerId}:${event.likedId}`;
    if (!(await lockRecipient(tx, event.likedId))) return;
    if (!(await claimEvent(tx, key, now))) return;
    const dueAt = addSeconds(now, deps.config.notifications.likeDelaySeconds);
    await upsertItem(tx, {
      memberId: event.likedId,
      type: 'like',
      subject: `like:${event.likerId}`,
      payload: { kind: 'like', likerId: event.likerId, match },
      dueAt,
    });
    await scheduleDelivery(tx, event.likedId, dueAt);
  });
}

type ReadyItem = { item: PendingItem; sender: Sender };

/** Whether an item is still news for the member now, and who it is from; undefined to drop it. */
async function stillNews(
  sql: Sql,
  recipient: Recipient,
  item: PendingItem,
  now: Date,
): Promise<ReadyItem | undefined> {
  if (switchedOff(recipient, item)) return undefined;
  const payload = item.payload;
  const senderId = payload.kind === 'conversation' ? payload.senderId : payload.likerId;
  const sender = await findSender(sql, senderId, recipient.id);
  if (!senderStands(sender)) return undefined;
  if (payload.kind === 'like') {
    return (await likeStands(sql, payload.likerId, recipient.id)) ? { item, sender } : undefined;
  }
  if (await messageRead(sql, recipient.id, payload.lastMessageId)) return undefined;
  // Told about this conversation already and not back since: once until they return (a reminder aside).
  const told =
    item.type === 'unread_message_reminders' ? null : await toldAt(sql, recipient.id, item.subject);
  // Online now, or at or after the newest message: the live stream showed it to them.
  const presence = await presenceOf(sql, recipient.id, now);
  if (presence.onlineNow) return undefined;
  const online = presence.lastOnlineAt;
  if (told && (!online || online.getTime() < told.getTime())) return undefined;
  if (online && online.getTime() >= new Date(payload.lastSentAt).getTime()) return undefined;
  return { item, sender };
}

/**
 * The deliver job's step for one member (decision 0049), on one transaction that locks their users row, so two
 * instances never deliver to one member at once and a mail is queued with its rows' deletion or not at all:
 * drops what is no longer news, waits for the throttle (daily cap, gap, quiet hours) by sending itself again for
 * then, else sends what is due as one push or one mail (a digest when several) and waits for what is not yet due.
 */
export async function deliverNotifications(deps: NotificationDeps, memberId: number): Promise<void> {
  const now = deps.clock();
  await withTransaction(deps.db.$client, async (tx) => {
    const recipient = await lockRecipient(tx, memberId);
    const items = await pendingItems(tx, memberId);
    if (items.length === 0) return;
    if (!reachable(recipient))
      return deleteItems(
        tx,
        items.map((item) => item.id),
      );

    const due = items.filter((item) => item.due_at.getTime() <= now.getTime());
    const later = items.filter((item) => item.due_at.getTime() > now.getTime());
    const ready: ReadyItem[] = [];
    const dropped: number[] = [];
    for (const item of due) {
      const news = await stillNews(tx, recipient, item, now);
      if (news) ready.push(news);
      else dropped.push(item.id);
    }
    await deleteItems(tx, dropped);
    const nextDue = later.reduce<Date | undefined>(
      (first, item) => (!first || item.due_at < first ? item.due_at : first),
      undefined,
    );
    if (ready.length > 0) {
      const allowedAt = nextAllowedAt(
        now,
        await recentDeliveries(tx, memberId, now),
        deps.config.notifications,
        recipient.country,
      );
      if (allowedAt) return scheduleDelivery(tx, memberId, allowedAt);
      const channel = await send(deps, tx, recipient, ready);
      await recordDelivery(tx, { memberId, channel, items: ready.length, now });
      const conversations = ready.filter((each) => each.item.payload.kind === 'conversation');
      await recordTold(
        tx,
        memberId,
        conversations.map((each) => each.item.subject),
        now,
      );
      await deleteItems(
        tx,
        ready.map((each) => each.item.id),
      );
      await forgetOldEvents(tx, now);
    }
    if (nextDue) await scheduleDelivery(tx, memberId, nextDue);
  });
}

function entryOf(ready: ReadyItem): Omit<MailEntry, 'link' | 'sender'> & { path: string } {
  const { payload } = ready.item;
  if (payload.kind === 'like') {
    return { kind: payload.match ? 'match' : 'like', type: 'like', count: 1, path: '/likes' };
  }
  return {
    kind:
      ready.item.type === 'new_conversations'
        ? 'conversation'
        : ready.item.type === 'unread_message_reminders'
          ? 'reminder'
          : 'messages',
    type: ready.item.type,
    count: payload.count,
    path: `/chats/${payload.conversationId}`,
  };
}

async function send(
  deps: NotificationDeps,
  tx: Sql,
  recipient: Recipient,
  ready: ReadyItem[],
): Promise<'mail' | 'push'> {
  const site = (await findSiteById(deps.db, recipient.site_id)) as SiteRow;
  const origin = linkOrigin(deps.config, site);
  const sketches = ready.map((each) => ({
    ...entryOf(each),
    sender: {
      name: each.sender.name,
      fictional: each.sender.fictional,
      photoUrl:
        each.sender.photo_id && each.sender.photo_key
          ? `${origin}${PHOTO_PATH}/${photoFilename({ id: each.sender.photo_id, file_key: each.sender.photo_key }, 'thumb')}`
          : null,
    },
  }));
  if (deps.push) {
    const message = pushMessageFor(site, recipient, sketches);
    if ((await deps.push(tx, recipient.id, message)) > 0) return 'push';
  }
  const entries: MailEntry[] = [];
  for (const { path, ...sketch } of sketches) {
    entries.push({ ...sketch, link: await issueSignInLink(deps, tx, site, recipient.id, path) });
  }
  const unsubscribe = new Map<NotificationType, { oneClick: string; page: string }>();
  for (const entry of entries) {
    if (!unsubscribe.has(entry.type)) {
      unsubscribe.set(entry.type, await unsubscribeUrls(tx, origin, recipient.id, entry.type));
    }
  }
  const mail = renderNotificationMail(site, {
    from: deps.config.mailFrom ?? `${siteText(site, 'name', recipient.language)} <no-reply@${site.domain}>`,
    to: recipient.email as string,
    name: recipient.name,
    language: recipient.language,
    entries,
    unsubscribe,
  });
  const job: NotificationMailJob = { notification: mail };
  await enqueueMail(tx, job);
  return 'mail';
}

/** A notification mail's job on the mail queue: rendered when its rows were taken, sent as it is. */
export type NotificationMailJob = { notification: Mail };

function pushMessageFor(
  site: SiteRow,
  recipient: Recipient,
  sketches: Array<Omit<MailEntry, 'link'> & { path: string }>,
): PushMessage {
  const [first] = sketches as [(typeof sketches)[number]];
  const single = sketches.length === 1;
  const title = notificationTitle(site, recipient.language, sketches);
  // A fictional sender is disclosed in a push as in a mail (SPEC §1, decision 0058).
  const fictionalLabel = siteText(site, 'fictionalSingular', recipient.language);
  const lines = title.lines.map((line, i) =>
    sketches[i]?.sender.fictional ? `${line} (${fictionalLabel})` : line,
  );
  return {
    title: title.subject,
    body: lines.join('\n'),
    icon: single ? first.sender.photoUrl : null,
    tag: single ? first.path : 'notifications',
    badge: sketches.reduce((sum, sketch) => sum + sketch.count, 0),
    data: {
      checkUrl: first.type === 'like' ? '/api/likes.php' : '/api/chats.php',
      openUrl: single ? first.path : first.type === 'like' ? '/likes' : '/chats',
    },
  };
}
