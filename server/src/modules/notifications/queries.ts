import type { NotificationType } from '@community/contract';
import { sql as fragment } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** What an item knows of its news: the conversation's newest message, or the like (and whether it matched). */
export type ItemPayload =
  | {
      kind: 'conversation';
      conversationId: number;
      senderId: number;
      lastMessageId: number;
      lastSentAt: string;
      count: number;
    }
  | { kind: 'like'; likerId: number; match: boolean };

export type PendingItem = {
  id: number;
  type: NotificationType;
  subject: string;
  payload: ItemPayload;
  due_at: Date;
};

/** Records that an event was turned into an item; false when it had been already (a repeated delivery). */
export async function claimEvent(sql: Sql, key: string, now: Date): Promise<boolean> {
  const row = await typed(sql)
    .insertInto('notification_events')
    .values({ event_key: key, created_at: now })
    .onConflict((conflict) => conflict.column('event_key').doNothing())
    .returning('event_key')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds the news to the member's pending item for its subject, or creates it: a conversation's item counts its
 * messages and keeps the newest, a like's item remembers a match; the item is due at the later due time.
 */
export async function upsertItem(
  sql: Sql,
  item: { memberId: number; type: NotificationType; subject: string; payload: ItemPayload; dueAt: Date },
): Promise<void> {
  await typed(sql)
    .insertInto('notification_items')
    .values({
      member_id: item.memberId,
      type: item.type,
      subject: item.subject,
      payload: JSON.stringify(item.payload),
      due_at: item.dueAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'subject']).doUpdateSet({
        // Events may arrive out of order (one relay batch, several workers): the newest message's facts win
        // whichever came first, a conversation opened stays one, a count adds up, a match once known stays.
        type: fragment`CASE WHEN excluded.type = 'new_conversations' THEN excluded.type ELSE notification_items.type END`,
        payload: fragment`CASE WHEN (excluded.payload->>'lastMessageId')::bigint
            < (notification_items.payload->>'lastMessageId')::bigint
          THEN excluded.payload || notification_items.payload
          ELSE notification_items.payload || excluded.payload END || jsonb_strip_nulls(jsonb_build_object(
          'count', CASE WHEN notification_items.payload ? 'count'
            THEN (notification_items.payload->>'count')::int + (excluded.payload->>'count')::int END,
          'match', CASE WHEN notification_items.payload ? 'match'
            THEN (notification_items.payload->>'match')::boolean OR (excluded.payload->>'match')::boolean END))`,
        due_at: fragment`greatest(notification_items.due_at, excluded.due_at)`,
      }),
    )
    .execute();
}

/** The member as the deliver step needs them, their users row locked (one deliver step per member at a time). */
export async function lockRecipient(sql: Sql, memberId: number) {
  return typed(sql)
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.id', 'u.id')
    .select([
      'u.id',
      'u.site_id',
      'u.email',
      'u.status',
      'u.language',
      'u.notifications_disabled',
      'u.email_disabled_reason',
      'p.name',
      'p.country',
      'p.fictional',
    ])
    .where('u.id', '=', memberId)
    .forNoKeyUpdate('u')
    .executeTakeFirst();
}
export type Recipient = NonNullable<Awaited<ReturnType<typeof lockRecipient>>>;

export async function pendingItems(sql: Sql, memberId: number): Promise<PendingItem[]> {
  const rows = await typed(sql)
    .selectFrom('notification_items')
    .select(['id', 'type', 'subject', 'payload', 'due_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, payload: row.payload as ItemPayload }));
}

export async function deleteItems(sql: Sql, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await typed(sql).deleteFrom('notification_items').where('id', 'in', ids).execute();
}

/** The member's notifications of the last two days, oldest first; older ones are forgotten here. */
export async function recentDeliveries(sql: Sql, memberId: number, now: Date): Promise<Date[]> {
  const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
  await typed(sql)
    .deleteFrom('notification_deliveries')
    .where('member_id', '=', memberId)
    .where('sent_at', '<', twoDaysAgo)
    .execute();
  const rows = await typed(sql)
    .selectFrom('notification_deliveries')
    .select('sent_at')
    .where('member_id', '=', memberId)
    .orderBy('sent_at')
    .execute();
  return rows.map((row) => row.sent_at);
}

export async function recordDelivery(
  sql: Sql,
  delivery: { memberId: number; channel: 'mail' | 'push'; items: number; now: Date },
): Promise<void> {
  await typed(sql)
    .insertInto('notification_deliveries')
    .values({
      member_id: delivery.memberId,
      channel: delivery.channel,
      items: delivery.items,
      sent_at: delivery.now,
    })
    .execute();
}

/** Repeated-event keys older than a week (a retried event arrives within about 17 hours). */
export async function forgetOldEvents(sql: Sql, now: Date): Promise<void> {
  await typed(sql)
    .deleteFrom('notification_events')
    .where('created_at', '<', new Date(now.getTime() - 7 * 86_400_000))
    .execute();
}

/**
 * The other member of an item as the mail shows them, with what decides whether the item still applies: their
 * account status, a block either way, and their main photo only when anyone may see it (active, not private,
 * the profile listed), so a mail never carries a private or locked photo.
 */
export async function findSender(sql: Sql, senderId: number, memberId: number) {
  return typed(sql)
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.id', 'u.id')
    .leftJoin('photos as ph', (join) =>
      join
        .onRef('ph.id', '=', 'p.main_photo_id')
        .on('ph.status', '=', 'active')
        .on('ph.private', '=', false)
        .on('p.listed', '=', true),
    )
    .select((eb) => [
      'u.id',
      'u.status',
      'p.name',
      'p.fictional',
      'p.status as profile_status',
      'ph.id as photo_id',
      'ph.file_key as photo_key',
      eb
        .exists(
          eb
            .selectFrom('blocks as b')
            .select('b.blocker_id')
            .where((w) =>
              w.or([
                w.and([w('b.blocker_id', '=', memberId), w('b.blocked_id', '=', senderId)]),
                w.and([w('b.blocker_id', '=', senderId), w('b.blocked_id', '=', memberId)]),
              ]),
            ),
        )
        .as('blocked'),
    ])
    .where('u.id', '=', senderId)
    .executeTakeFirst();
}
export type Sender = NonNullable<Awaited<ReturnType<typeof findSender>>>;

/** Whether the member has read the conversation up to (and with) this message. */
export async function messageRead(sql: Sql, memberId: number, messageId: number): Promise<boolean> {
  const row = await typed(sql)
    .selectFrom('messages as m')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.member_id', '=', memberId),
    )
    .select((eb) => eb('cm.last_read_seq', '>=', eb.ref('m.seq')).as('read'))
    .where('m.id', '=', messageId)
    .executeTakeFirst();
  // A message gone (the conversation removed) is no news either.
  return row ? Boolean(row.read) : true;
}

/** Whether the like still stands (not taken back). */
export async function likeStands(sql: Sql, likerId: number, likedId: number): Promise<boolean> {
  const row = await typed(sql)
    .selectFrom('likes')
    .select('liker_id')
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Members in `countries` with a conversation whose newest message, from the other member, is unread and older
 * than `olderThan`, and who have not been online since it: their newest such conversation each. Not for members
 * who switched the reminders off or cannot be mailed.
 */
export async function findUnreadReminders(sql: Sql, countries: readonly string[], olderThan: Date) {
  if (countries.length === 0) return [];
  return typed(sql)
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .innerJoin('messages as m', (join) =>
      join.onRef('m.conversation_id', '=', 'c.id').onRef('m.seq', '=', 'c.last_seq'),
    )
    .innerJoin('users as u', 'u.id', 'cm.member_id')
    .innerJoin('profiles as p', 'p.id', 'u.id')
    .leftJoin('member_presence as mp', 'mp.user_id', 'u.id')
    .distinctOn('cm.member_id')
    .select((eb) => [
      'cm.member_id',
      'c.id as conversation_id',
      'm.id as message_id',
      'm.sender_id',
      'm.created_at',
      eb(eb.ref('c.last_seq'), '-', eb.ref('cm.last_read_seq')).as('unread'),
    ])
    .where('p.country', 'in', countries)
    .where('u.status', '=', 'active')
    .where('u.email_disabled_reason', 'is', null)
    .where((eb) => eb.not(eb(eb.val('unread_message_reminders'), '=', eb.fn.any('u.notifications_disabled'))))
    .whereRef('cm.last_read_seq', '<', 'c.last_seq')
    .whereRef('m.sender_id', '<>', 'cm.member_id')
    .where('m.created_at', '<', olderThan)
    .where((eb) =>
      eb.or([eb('mp.last_online_at', 'is', null), eb('mp.last_online_at', '<', eb.ref('m.created_at'))]),
    )
    .orderBy('cm.member_id')
    .orderBy('m.created_at', 'desc')
    .execute();
}
