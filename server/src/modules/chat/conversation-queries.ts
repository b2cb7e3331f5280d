import { runPrepared, typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import { pairBlocked } from './queries.ts';

/**
 * The member's side of a conversation, with the other member's read state; undefined when not a member or when a
 * block stands between the two.
 */
export async function findConversationForMember(sql: Sql, memberId: number, conversationId: number) {
  return typed(sql)
    .selectFrom('conversations as c')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'c.id').on('cm.member_id', '=', memberId),
    )
    .innerJoin('conversation_members as o', (join) =>
      join.onRef('o.conversation_id', '=', 'c.id').on('o.member_id', '<>', memberId),
    )
    .select([
      'c.id',
      'c.last_seq',
      'o.member_id as other_id',
      'cm.last_read_seq',
      'cm.removed_through_seq',
      'o.last_read_seq as other_read_seq',
      'o.last_delivered_seq as other_delivered_seq',
    ])
    .where('c.id', '=', conversationId)
    .where((eb) =>
      eb.and([
        eb.or([eb('c.member_a', '=', memberId), eb('c.member_b', '=', memberId)]),
        eb.not(pairBlocked),
      ]),
    )
    .executeTakeFirst();
}

/** The conversation id of a pair, if they have one. */
export async function findConversationId(sql: Sql, a: number, b: number): Promise<number | undefined> {
  const row = await typed(sql)
    .selectFrom('conversations')
    .select('id')
    .where('member_a', '=', a)
    .where('member_b', '=', b)
    .executeTakeFirst();
  return row?.id;
}

/** Removes conversations from the member's list through their current last seq; answers how many. */
export async function removeConversations(
  sql: Sql,
  memberId: number,
  target: { conversation: number } | { profile: number },
): Promise<number> {
  const result = await typed(sql)
    .updateTable('conversation_members as cm')
    .from('conversations as c')
    .set((eb) => ({
      removed_through_seq: eb.ref('c.last_seq'),
      last_read_seq: eb.fn<number>('greatest', ['cm.last_read_seq', 'c.last_seq']),
    }))
    .whereRef('cm.conversation_id', '=', 'c.id')
    .where('cm.member_id', '=', memberId)
    .where((eb) =>
      'conversation' in target
        ? eb('c.id', '=', target.conversation)
        : eb.or([
            eb.and([eb('c.member_a', '=', memberId), eb('c.member_b', '=', target.profile)]),
            eb.and([eb('c.member_b', '=', memberId), eb('c.member_a', '=', target.profile)]),
          ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks the member's side read up to `seq` (never backwards, never past the last message); not with a block. */
export async function markRead(
  sql: Sql,
  memberId: number,
  conversationId: number,
  seq: number,
): Promise<{ last_read_seq: number; members: [number, number] } | undefined> {
  const row = await typed(sql)
    .updateTable('conversation_members as cm')
    .from('conversations as c')
    .set((eb) => {
      const upTo = eb.fn<number>('least', [eb.cast<number>(eb.val(seq), 'bigint'), 'c.last_seq']);
      return {
        last_read_seq: eb.fn<number>('greatest', [eb.ref('cm.last_read_seq'), upTo]),
        last_delivered_seq: eb.fn<number>('greatest', [eb.ref('cm.last_delivered_seq'), upTo]),
      };
    })
    .whereRef('cm.conversation_id', '=', 'c.id')
    .where('c.id', '=', conversationId)
    .where('cm.member_id', '=', memberId)
    .where((eb) => eb.not(pairBlocked))
    .returning(['cm.last_read_seq', 'c.member_a', 'c.member_b'])
    .executeTakeFirst();
  return row && { last_read_seq: row.last_read_seq, members: [row.member_a, row.member_b] };
}

/**
 * The member's device received up to `seq`: recorded, and announced with `announcement` on `channel` in the same
 * statement (one commit); nothing is announced when the position did not move forward.
 */
export async function markDelivered(
  sql: Sql,
  delivery: { memberId: number; conversationId: number; seq: number },
  announce: { channel: string; payload: string },
): Promise<void> {
  const query = typed(sql)
    .with('moved', (db) =>
      db
        .updateTable('conversation_members')
        .set({ last_delivered_seq: delivery.seq })
        .where('conversation_id', '=', delivery.conversationId)
        .where('member_id', '=', delivery.memberId)
        .where('last_delivered_seq', '<', delivery.seq)
        .returning((eb) => eb.lit(1).as('one')),
    )
    .selectFrom('moved')
    .select((eb) => eb.fn('pg_notify', [eb.val(announce.channel), eb.val(announce.payload)]).as('pg_notify'));
  await runPrepared(sql, 'chat-mark-delivered', query);
}

/** Announces `payload` on `channel` (pg_notify): delivered when the caller's transaction commits. */
export async function notifyChannel(sql: Sql, channel: string, payload: string): Promise<void> {
  const query = typed(sql).selectNoFrom((eb) =>
    eb.fn('pg_notify', [eb.val(channel), eb.val(payload)]).as('pg_notify'),
  );
  await runPrepared(sql, 'chat-notify', query);
}

/** For a typing signal: the other member of the member's conversation, unless a block stands either way. */
export async function findTypingRecipient(
  sql: Sql,
  memberId: number,
  conversationId: number,
): Promise<number | undefined> {
  const row = await typed(sql)
    .selectFrom('conversations as c')
    .select((eb) =>
      eb
        .case()
        .when('c.member_a', '=', memberId)
        .then(eb.ref('c.member_b'))
        .else(eb.ref('c.member_a'))
        .end()
        .as('other'),
    )
    .where('c.id', '=', conversationId)
    .where((eb) =>
      eb.and([
        eb.or([eb('c.member_a', '=', memberId), eb('c.member_b', '=', memberId)]),
        eb.not(pairBlocked),
      ]),
    )
    .executeTakeFirst();
  return row?.other;
}
