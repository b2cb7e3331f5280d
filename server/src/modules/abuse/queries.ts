import type { AbuseSignal, FlagEvidence } from '@community/contract';
import { sql as raw } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Serialises the signals of one member until the transaction ends: two events of one sender worked at once (two
 * instances' workers) would each count without the other's uncommitted fingerprint, and neither reach a threshold.
 */
export async function lockMemberSignals(sql: Sql, memberId: number): Promise<void> {
  await typed(sql)
    .selectNoFrom((eb) =>
      eb
        .fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val('abuse_signals')]), eb.val(memberId)])
        .as('locked'),
    )
    .execute();
}

/** A stored message with what the signals need of its sender. */
export async function findSentMessage(sql: Sql, messageId: number) {
  return typed(sql)
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .select(['m.id', 'm.kind', 'm.body', 'm.created_at', 'u.site_id', 'u.signup_date as account_created_at'])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
}

/**
 * Records that `senderId` sent the text of `hash` to `recipientId` at `sentAt`, forgets their texts older than
 * the window, and answers to how many different members they sent this text within it.
 */
export async function countSameTextRecipients(
  sql: Sql,
  entry: { senderId: number; hash: Buffer; recipientId: number; sentAt: Date; windowMinutes: number },
): Promise<number> {
  const since = minutesBefore(entry.sentAt, entry.windowMinutes);
  await typed(sql)
    .insertInto('abuse_text_fingerprints')
    .values({
      sender_id: entry.senderId,
      text_hash: entry.hash,
      recipient_id: entry.recipientId,
      sent_at: entry.sentAt,
    })
    .onConflict((c) =>
      c.columns(['sender_id', 'text_hash', 'recipient_id']).doUpdateSet((eb) => ({
        sent_at: raw<Date>`greatest(${eb.ref('abuse_text_fingerprints.sent_at')}, ${eb.ref('excluded.sent_at')})`,
      })),
    )
    .execute();
  await typed(sql)
    .deleteFrom('abuse_text_fingerprints')
    .where('sender_id', '=', entry.senderId)
    .where('sent_at', '<', since)
    .execute();
  const row = await typed(sql)
    .selectFrom('abuse_text_fingerprints')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sender_id', '=', entry.senderId)
    .where('text_hash', '=', entry.hash)
    .where('sent_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Messages a member sent within the last `minutes` before `now`; `opening`: only those that opened a conversation. */
export async function countSentMessages(
  sql: Sql,
  senderId: number,
  now: Date,
  minutes: number,
  opening = false,
): Promise<number> {
  const row = await typed(sql)
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sender_id', '=', senderId)
    .where('created_at', '>', minutesBefore(now, minutes))
    .where('created_at', '<=', now)
    .$if(opening, (qb) => qb.where('seq', '=', 1))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Likes a member gave (auto-likes are not a member's) within the last `minutes` before `now`, with their site. */
export async function countGivenLikes(sql: Sql, likerId: number, now: Date, minutes: number) {
  return typed(sql)
    .selectFrom('users as u')
    .select((eb) => [
      'u.site_id',
      eb
        .selectFrom('likes as l')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('l.liker_id', '=', 'u.id')
        .where('l.source', '<>', 'auto')
        .where('l.created_at', '>', minutesBefore(now, minutes))
        .as('likes'),
    ])
    .where('u.id', '=', likerId)
    .executeTakeFirst();
}

/**
 * Opens a flag and slows the member down until `slowedUntil` (never shortening a longer slow-down). A signal that
 * already has an open flag of this member adds nothing: answers false then.
 */
export async function openFlag(
  sql: Sql,
  flag: {
    siteId: number;
    memberId: number;
    signal: AbuseSignal;
    messageId: number | null;
    evidence: FlagEvidence;
    now: Date;
    slowedUntil: Date;
  },
): Promise<boolean> {
  const inserted = await typed(sql)
    .insertInto('abuse_flags')
    .values({
      site_id: flag.siteId,
      member_id: flag.memberId,
      signal: flag.signal,
      message_id: flag.messageId,
      evidence: JSON.stringify(flag.evidence),
      created_at: flag.now,
    })
    .onConflict((c) => c.columns(['member_id', 'signal']).where('closed_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await typed(sql)
    .updateTable('users')
    .set({ slowed_until: raw<Date>`greatest(slowed_until, ${flag.slowedUntil}::timestamptz)` })
    .where('id', '=', flag.memberId)
    .execute();
  return true;
}

/** The open flags of a site, oldest first, with the member and the message; at most `limit`. */
export async function findOpenFlags(sql: Sql, siteId: number, limit: number) {
  return typed(sql)
    .selectFrom('abuse_flags as f')
    .innerJoin('users as u', 'u.id', 'f.member_id')
    .innerJoin('profiles as p', 'p.id', 'f.member_id')
    .leftJoin('messages as m', 'm.id', 'f.message_id')
    .select([
      'f.id',
      'f.signal',
      'f.evidence',
      'f.created_at',
      'f.message_id',
      'm.body as message_body',
      'u.id as member_id',
      'p.name as member_name',
      'u.signup_date as member_created_at',
      'u.slowed_until',
    ])
    .where('f.site_id', '=', siteId)
    .where('f.closed_at', 'is', null)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

/** How many flags of a site are open, and since when the oldest. */
export async function countOpenFlags(sql: Sql, siteId: number) {
  return typed(sql)
    .selectFrom('abuse_flags')
    .select((eb) => [eb.fn.countAll<string>().as('open'), eb.fn.min('created_at').as('oldest_at')])
    .where('site_id', '=', siteId)
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
}

/** An open flag of the site, locked for the caller's transaction. */
export async function lockOpenFlag(sql: Sql, siteId: number, flagId: number) {
  return typed(sql)
    .selectFrom('abuse_flags as f')
    .innerJoin('users as u', 'u.id', 'f.member_id')
    .select(['f.id', 'f.member_id', 'f.signal', 'u.slowed_until'])
    .where('f.id', '=', flagId)
    .where('f.site_id', '=', siteId)
    .where('f.closed_at', 'is', null)
    .forUpdate('f')
    .executeTakeFirst();
}

/** Closes open flags (one, or all of a member) with an outcome; answers the signals closed. */
export async function closeFlags(
  sql: Sql,
  target: { flagId: number } | { memberId: number },
  close: { outcome: 'dismissed' | 'lifted'; staffId: number; now: Date },
): Promise<string[]> {
  const rows = await typed(sql)
    .updateTable('abuse_flags')
    .set({ closed_at: close.now, closed_by: close.staffId, outcome: close.outcome })
    .where('closed_at', 'is', null)
    .$if('flagId' in target, (qb) => qb.where('id', '=', (target as { flagId: number }).flagId))
    .$if('memberId' in target, (qb) => qb.where('member_id', '=', (target as { memberId: number }).memberId))
    .returning('signal')
    .execute();
  return rows.map((row) => row.signal);
}

export async function endSlowdown(sql: Sql, memberId: number): Promise<void> {
  await typed(sql).updateTable('users').set({ slowed_until: null }).where('id', '=', memberId).execute();
}
