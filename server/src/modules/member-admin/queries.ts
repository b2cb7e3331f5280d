import { typed } from '../../db/typed.ts';
import { forgetMemberSessions } from '../../platform/session-cache.ts';
import type { Sql } from '../../platform/sql.ts';

/** What a list of found members shows: never more than SEARCH_LIMIT rows. */
const SEARCH_LIMIT = 50;
/** How many of a member's orders, ledger entries and sessions the member page shows, newest first. */
const HISTORY_LIMIT = 100;

const summaryColumns = [
  'u.id',
  'p.name',
  'u.email',
  'u.status',
  'u.role',
  'p.fictional',
  'u.signup_date',
] as const;

/**
 * Members of a site by id (a number), e-mail address (with an @: the start of it) or name (a part of it),
 * newest first. The e-mail search reads the normalized address, the same one login uses.
 */
export async function searchMembers(sql: Sql, siteId: number, query: string) {
  let select = typed(sql)
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .select(summaryColumns)
    .where('u.site_id', '=', siteId);
  const escaped = query.replace(/[\\%_]/g, (char) => `\\${char}`);
  if (/^\d{1,15}$/.test(query)) {
    select = select.where((eb) =>
      eb.or([eb('u.id', '=', Number(query)), eb('p.name', 'ilike', `%${escaped}%`)]),
    );
  } else if (query.includes('@')) {
    select = select.where('u.email_normalized', 'like', `${escaped.toLowerCase()}%`);
  } else {
    select = select.where('p.name', 'ilike', `%${escaped}%`);
  }
  return select.orderBy('u.id', 'desc').limit(SEARCH_LIMIT).execute();
}

/** A member of the site with everything the member page shows of the account and profile. */
export async function findMemberForStaff(sql: Sql, siteId: number, memberId: number) {
  return typed(sql)
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .select([
      ...summaryColumns,
      'u.language',
      'u.confirmed_at',
      'u.credits',
      'u.paid_user',
      'u.direct_debit_blocked',
      'u.payment_flag',
      'u.invisible',
      'u.restricted_at',
      'u.restricted_until',
      'p.gender',
      'p.country',
      'p.region',
      'p.status as profile_status',
      'p.created_at as profile_created_at',
    ])
    .where('u.id', '=', memberId)
    .where('u.site_id', '=', siteId)
    .executeTakeFirst();
}
export type StaffMemberRow = NonNullable<Awaited<ReturnType<typeof findMemberForStaff>>>;

export async function findMemberPhotos(sql: Sql, memberId: number) {
  return typed(sql)
    .selectFrom('photos')
    .select(['id', 'file_key', 'status', 'reject_reason', 'created_at'])
    .where('user_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
}

export async function findMemberOrders(sql: Sql, memberId: number) {
  return typed(sql)
    .selectFrom('orders')
    .select(['id', 'created_at', 'status', 'amount', 'currency', 'credits', 'method'])
    .where('user_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
}

export async function findMemberLedger(sql: Sql, memberId: number) {
  return typed(sql)
    .selectFrom('credit_ledger')
    .select(['amount', 'reason', 'reference', 'created_at'])
    .where('user_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
}

export async function findMemberSessions(sql: Sql, memberId: number) {
  return typed(sql)
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
}

export async function findMemberWarnings(sql: Sql, memberId: number) {
  return typed(sql)
    .selectFrom('member_warnings')
    .select(['id', 'text', 'created_at', 'seen_at'])
    .where('user_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
}

export async function insertWarning(
  sql: Sql,
  warning: { userId: number; text: string; createdBy: number; now: Date },
) {
  return typed(sql)
    .insertInto('member_warnings')
    .values({
      user_id: warning.userId,
      text: warning.text,
      created_by: warning.createdBy,
      created_at: warning.now,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** The member's oldest warning not yet acknowledged. */
export async function findUnseenWarning(sql: Sql, memberId: number) {
  return typed(sql)
    .selectFrom('member_warnings')
    .select(['id', 'text', 'created_at'])
    .where('user_id', '=', memberId)
    .where('seen_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function markWarningSeen(sql: Sql, memberId: number, warningId: number, now: Date) {
  await typed(sql)
    .updateTable('member_warnings')
    .set({ seen_at: now })
    .where('id', '=', warningId)
    .where('user_id', '=', memberId)
    .where('seen_at', 'is', null)
    .execute();
}

/** Ends every live session of the member; answers how many. */
export async function endMemberSessions(sql: Sql, memberId: number, now: Date): Promise<number> {
  const rows = await typed(sql)
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id'])
    .execute();
  forgetMemberSessions(memberId);
  return rows.length;
}

/** The member's balance, locked until the transaction ends, so an adjustment sees the balance it changes. */
export async function lockMemberCredits(sql: Sql, memberId: number): Promise<number> {
  const row = await typed(sql)
    .selectFrom('users')
    .select('credits')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.credits;
}
