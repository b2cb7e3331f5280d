import { expressionBuilder, type Selectable } from 'kysely';
import { jsonBuildObject, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Conversations, DB, Messages, Profiles, Users } from '../../db/tables.ts';
import { preparedStatement, runPrepared, typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** The member who sends or reads, with what the chat rules need. */
export type ChatMemberRow = Pick<Selectable<Users>, 'id' | 'site_id' | 'status' | 'paid_user' | 'credits'>;

/** A member as chat judges them (a send finds and locks its sender itself: chat_send, db/functions/chat_send.sql). */
export async function findChatMember(sql: Sql, id: number): Promise<ChatMemberRow | undefined> {
  const query = typed(sql)
    .selectFrom('users')
    .select(['id', 'site_id', 'status', 'paid_user', 'credits'])
    .where('id', '=', id);
  return (await runPrepared(sql, 'chat-member', query))[0];
}

/** Expressions about the other member's profile `p`, a message `m`, a conversation `c`. */
const p = expressionBuilder<DB & { p: Profiles }, 'p'>();
const m = expressionBuilder<DB & { m: Messages }, 'm'>();
const c = expressionBuilder<DB & { c: Conversations }, 'c'>();

const profileMainPhoto = jsonObjectFrom(
  p
    .selectFrom('photos as ph')
    .select(['ph.id', 'ph.file_key', 'ph.status'])
    .whereRef('ph.id', '=', 'p.main_photo_id'),
);

/** A block between the member and profile `p`, either way. */
const blockedEitherWay = (memberId: number) =>
  p.exists(
    p
      .selectFrom('blocks as b')
      .select(p.lit(1).as('one'))
      .where((b) =>
        b.or([
          b.and([b('b.blocker_id', '=', memberId), b('b.blocked_id', '=', b.ref('p.id'))]),
          b.and([b('b.blocker_id', '=', b.ref('p.id')), b('b.blocked_id', '=', memberId)]),
        ]),
      ),
  );

/**
 * A block stands between the two members of conversation `c`, either way. Such a conversation is hidden from both
 * (its messages, pictures, read and typing signals) as the list hides it; it comes back on unblocking.
 */
export const pairBlocked = c.exists(
  c
    .selectFrom('blocks as b')
    .select(c.lit(1).as('one'))
    .where((b) =>
      b.or([
        b.and([b('b.blocker_id', '=', b.ref('c.member_a')), b('b.blocked_id', '=', b.ref('c.member_b'))]),
        b.and([b('b.blocker_id', '=', b.ref('c.member_b')), b('b.blocked_id', '=', b.ref('c.member_a'))]),
      ]),
    ),
);

/** The other member of a conversation, seen from the member. */
export async function findChatProfile(sql: Sql, memberId: number, profileId: number) {
  const query = typed(sql)
    .selectFrom('profiles as p')
    .select([
      'p.id',
      'p.site_id',
      'p.name',
      'p.fictional',
      'p.listed',
      profileMainPhoto.as('main_photo'),
      blockedEitherWay(memberId).$castTo<boolean>().as('blocked_either_way'),
    ])
    .where('p.id', '=', profileId);
  return (await runPrepared(sql, 'chat-profile', query))[0];
}
export type ChatProfileRow = NonNullable<Awaited<ReturnType<typeof findChatProfile>>>;

/** The columns of a MessageRow for a message aliased `m`; `image`: the chat_images row, whose id and key name the renditions. */
const MESSAGE_COLUMNS = [
  'm.id',
  'm.conversation_id',
  'm.seq',
  'm.sender_id',
  'm.client_id',
  'm.kind',
  'm.body',
  'm.gift',
  jsonObjectFrom(
    m.selectFrom('chat_images as i').select(['i.id', 'i.file_key']).whereRef('i.id', '=', 'm.image_id'),
  ).as('image'),
  'm.created_at',
] as const;

/** One message by its place in the conversation (a live event too long for NOTIFY is read back this way). */
export async function findMessageBySeq(sql: Sql, conversationId: number, seq: number) {
  return typed(sql)
    .selectFrom('messages as m')
    .select(MESSAGE_COLUMNS)
    .where('m.conversation_id', '=', conversationId)
    .where('m.seq', '=', seq)
    .executeTakeFirst();
}

/** A message; `created_at` is a Date from a column, an ISO string when the row came as JSON. */
export type MessageRow = Omit<NonNullable<Awaited<ReturnType<typeof findMessageBySeq>>>, 'created_at'> & {
  created_at: Date | string;
};

/** The sender's message for a client_id, if that send was stored. */
export async function findMessageByClientId(sql: Sql, senderId: number, clientId: string) {
  const query = typed(sql)
    .selectFrom('messages as m')
    .select(MESSAGE_COLUMNS)
    .where('m.sender_id', '=', senderId)
    .where('m.client_id', '=', clientId);
  return (await runPrepared(sql, 'chat-message-by-client-id', query))[0];
}

/**
 * The member's conversations not removed through their last seq, newest first, with the other member (listed,
 * same site, no block either way; others are left out) and the last message.
 */
export async function findChatList(sql: Sql, memberId: number, siteId: number) {
  const rows = await chatList(sql, memberId, siteId);
  return rows as (Omit<(typeof rows)[number], 'last_message'> & { last_message: MessageRow | null })[];
}

/** Prepared once (PostgreSQL parses and plans it once per connection): the chat list polls it (decision 0068). */
const chatList = preparedStatement('chat-list', 2, (db, memberId: number, siteId: number) =>
  db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .innerJoin('profiles as p', (join) =>
      join.on((eb) =>
        eb(
          'p.id',
          '=',
          eb
            .case()
            .when('c.member_a', '=', memberId)
            .then(eb.ref('c.member_b'))
            .else(eb.ref('c.member_a'))
            .end(),
        ),
      ),
    )
    .select((eb) => [
      'c.id as conversation_id',
      'c.last_seq',
      eb
        .selectFrom('messages as m')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.sender_id', '<>', memberId)
        .where('m.seq', '>', (seq) =>
          seq.fn<number>('greatest', ['cm.last_read_seq', 'cm.removed_through_seq']),
        )
        .$asScalar()
        .as('unread'),
      jsonBuildObject({
        id: eb.ref('p.id'),
        site_id: eb.ref('p.site_id'),
        name: eb.ref('p.name'),
        fictional: eb.ref('p.fictional'),
        listed: eb.ref('p.listed'),
        main_photo: profileMainPhoto,
        blocked_either_way: eb.lit(false),
      }).as('profile'),
      jsonObjectFrom(
        eb
          .selectFrom('messages as m')
          .select(MESSAGE_COLUMNS)
          .whereRef('m.conversation_id', '=', 'c.id')
          .whereRef('m.seq', '=', 'c.last_seq'),
      ).as('last_message'),
    ])
    .where('cm.member_id', '=', memberId)
    .whereRef('c.last_seq', '>', 'cm.removed_through_seq')
    .where((eb) =>
      eb.and([eb.ref('p.listed'), eb('p.site_id', '=', siteId), eb.not(blockedEitherWay(memberId))]),
    )
    .orderBy('c.last_message_at', (order) => order.desc().nullsLast())
    .orderBy('c.id', 'desc'),
);
export type ChatListRow = Awaited<ReturnType<typeof findChatList>>[number];

/** Messages of a conversation with seq in (above, below), the newest `limit` of them (or the oldest: `fromOldest`). */
export async function findMessages(
  sql: Sql,
  conversationId: number,
  range: { above: number; below: number | null; limit: number; fromOldest: boolean },
) {
  const rows = await typed(sql)
    .selectFrom('messages as m')
    .select(MESSAGE_COLUMNS)
    .where('m.conversation_id', '=', conversationId)
    .where('m.seq', '>', range.above)
    .$if(range.below !== null, (qb) => qb.where('m.seq', '<', range.below as number))
    .orderBy('m.seq', range.fromOldest ? 'asc' : 'desc')
    .limit(range.limit)
    .execute();
  return range.fromOldest ? rows : rows.reverse();
}
