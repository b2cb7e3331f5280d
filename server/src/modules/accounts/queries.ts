import type { DismissalFlag, Gender, Language, Sexuality, Tracking } from '@community/contract';
import { sql as fragment, type Updateable } from 'kysely';
import type { Users } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

export type NewMember = {
  siteId: number;
  email: string;
  emailNormalized: string;
  passwordHash: string;
  language: Language;
  dateOfBirth: string;
  tracking: Tracking;
  now: Date;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  country: string;
  region: string | null;
  signupMessage: string | null;
  /** The member whose landing the signup started from, already checked (member-landing's rememberableMemberId). */
  landingMemberId: number | null;
};

/** Inserts the user and the profile; undefined when the address already has an account (a race lost). */
export async function insertMember(sql: Sql, m: NewMember): Promise<number | undefined> {
  const user = await typed(sql)
    .insertInto('users')
    .values({
      site_id: m.siteId,
      email: m.email,
      email_normalized: m.emailNormalized,
      password_hash: m.passwordHash,
      language: m.language,
      date_of_birth: m.dateOfBirth,
      tracking: m.tracking,
      landing_member_id: m.landingMemberId,
      signup_date: m.now,
      updated_at: m.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['site_id', 'email_normalized']).where('email_normalized', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (user === undefined) return undefined;
  await typed(sql)
    .insertInto('profiles')
    .values({
      id: user.id,
      site_id: m.siteId,
      name: m.name,
      gender: m.gender,
      sexuality: m.sexuality,
      country: m.country,
      region: m.region,
      signup_message: m.signupMessage,
      created_at: m.now,
    })
    .execute();
  return user.id;
}

/** Sets the given user columns and updated_at. */
export async function updateUser(sql: Sql, id: number, changes: Updateable<Users>, now: Date): Promise<void> {
  await typed(sql)
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setProfileStatus(sql: Sql, id: number, status: 'active' | 'disabled'): Promise<void> {
  await typed(sql).updateTable('profiles').set({ status }).where('id', '=', id).execute();
}

/** Stores when an alert was dismissed (an ISO time under the flag's name). */
export async function storeDismissal(sql: Sql, id: number, flag: DismissalFlag, now: Date): Promise<void> {
  await typed(sql)
    .updateTable('users')
    .set({
      dismissals: fragment`dismissals || jsonb_build_object(${flag}::text, ${now.toISOString()}::text)`,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

// ---- one-time links ----

export type TokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'reactivation' | 'sign_in';

export async function insertToken(
  sql: Sql,
  token: {
    userId: number;
    purpose: TokenPurpose;
    hash: Buffer;
    expiresAt: Date;
    now: Date;
    email?: string;
    nextPath?: string;
  },
): Promise<void> {
  await typed(sql)
    .insertInto('account_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.hash,
      email: token.email ?? null,
      next_path: token.nextPath ?? null,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * Marks a live token of this purpose used and answers its user (and new e-mail); undefined when unknown,
 * expired or already used. The UPDATE makes a second use impossible even when two requests race.
 */
export async function consumeToken(
  sql: Sql,
  purpose: TokenPurpose,
  hash: Buffer,
  now: Date,
): Promise<{ userId: number; email: string | null; nextPath: string | null } | undefined> {
  const row = await typed(sql)
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email', 'next_path'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email, nextPath: row.next_path } : undefined;
}

/** Older links of the same purpose stop working when a new one is sent. */
export async function expireTokens(
  sql: Sql,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await typed(sql)
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

// ---- the address lock-out and the purge ----

/** Locks an address for the full period: its rate-limit window ends at `ends` (password-lock.ts). */
export async function extendRateLimitWindow(sql: Sql, key: string, ends: Date): Promise<void> {
  await typed(sql).updateTable('rate_limits').set({ window_ends: ends }).where('key', '=', key).execute();
}

/** Up to 500 deleted accounts whose grace period ended on or before `deletedBefore`, oldest id first. */
export async function findAccountsToPurge(sql: Sql, deletedBefore: Date): Promise<number[]> {
  const rows = await typed(sql)
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'deleted')
    .where('deleted_at', '<=', deletedBefore)
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((row) => row.id);
}

/** The account's sessions, links and profile go (first step of the purge). */
export async function deleteAccountRecords(sql: Sql, id: number): Promise<void> {
  await typed(sql).deleteFrom('sessions').where('user_id', '=', id).execute();
  await typed(sql).deleteFrom('account_tokens').where('user_id', '=', id).execute();
  await typed(sql).deleteFrom('profiles').where('id', '=', id).execute();
}

/**
 * Last step of the purge: the member's rate limits go and the user row stays as an anonymous id (orders and
 * the credit ledger are kept for bookkeeping).
 */
export async function anonymizeUser(sql: Sql, id: number, now: Date): Promise<void> {
  await typed(sql)
    .deleteFrom('rate_limits')
    .where('key', 'like', fragment<string>`ANY(${[`%:${id}`]})`)
    .execute();
  await typed(sql)
    .updateTable('users')
    .set({
      status: 'purged',
      purged_at: now,
      updated_at: now,
      email: null,
      email_normalized: null,
      password_hash: null,
      date_of_birth: null,
      tracking: '{}',
      landing_member_id: null,
      dismissals: '{}',
      notifications_disabled: fragment`'{}'`,
      delete_reason_text: null,
      deleted_at: null,
      status_before_deletion: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'deleted')
    .execute();
}

/** The member's sessions as the data export shows them. */
export async function listSessionsForExport(sql: Sql, userId: number) {
  return typed(sql)
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The position stored on the member's profile (export). */
export async function findStoredPosition(sql: Sql, userId: number) {
  return typed(sql).selectFrom('profiles').select(['lat', 'lon']).where('id', '=', userId).executeTakeFirst();
}

/** The tracking values stored with a member's account at signup (SPEC §3); {} when there are none. */
export async function findAccountTracking(sql: Sql, id: number): Promise<Tracking> {
  const row = await typed(sql).selectFrom('users').select('tracking').where('id', '=', id).executeTakeFirst();
  return row?.tracking ?? {};
}
