import { typed } from '../../db/typed.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import type { Sql } from '../../platform/sql.ts';

/**
 * Suspensions and bans (decision 0056). A restricted member has the status 'suspended' or 'banned', which no
 * live-member rule admits: their sessions stop counting (and are ended), they cannot send, and they leave every
 * list as a deleted member does. Lifting restores the status they had.
 */
export type RestrictionState = {
  status: string;
  restricted_at: string | null;
  restricted_until: string | null;
};

async function readState(sql: Sql, userId: number) {
  return typed(sql)
    .selectFrom('users')
    .select(['status', 'status_before_restriction', 'restricted_at', 'restricted_until'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

function stateOf(row: {
  status: string;
  restricted_at: Date | null;
  restricted_until: Date | null;
}): RestrictionState {
  return {
    status: row.status,
    restricted_at: row.restricted_at?.toISOString() ?? null,
    restricted_until: row.restricted_until?.toISOString() ?? null,
  };
}

/**
 * Suspends the member until `until`, or bans them (`until` null), and ends their sessions. A member already under
 * a restriction gets the new one (a ban replaces a suspension; a new suspension period replaces the old). Answers
 * the state before and after, or undefined when there is nothing to restrict (deleted, purged, already banned).
 */
export async function restrictMember(
  sql: Sql,
  clock: Clock,
  userId: number,
  until: Date | null,
): Promise<{ before: RestrictionState; after: RestrictionState } | undefined> {
  const row = await readState(sql, userId);
  if (!row || row.status === 'deleted' || row.status === 'purged' || row.status === 'banned')
    return undefined;
  const now = clock();
  const previous =
    row.status === 'suspended' ? row.status_before_restriction : (row.status as 'not_confirmed' | 'active');
  const changed = await typed(sql)
    .updateTable('users')
    .set({
      status: until ? 'suspended' : 'banned',
      status_before_restriction: previous,
      restricted_at: now,
      restricted_until: until,
      updated_at: now,
    })
    .where('id', '=', userId)
    .returning(['status', 'restricted_at', 'restricted_until'])
    .executeTakeFirstOrThrow();
  await revokeUserSessions(sql, clock, userId);
  return { before: stateOf(row), after: stateOf(changed) };
}

/** Lifts a suspension or ban: the member's status before it comes back. Undefined when there was none. */
export async function liftRestriction(
  sql: Sql,
  now: Date,
  userId: number,
): Promise<{ before: RestrictionState; after: RestrictionState } | undefined> {
  const row = await readState(sql, userId);
  if (!row || (row.status !== 'suspended' && row.status !== 'banned')) return undefined;
  const changed = await typed(sql)
    .updateTable('users')
    .set({
      status: row.status_before_restriction ?? 'active',
      status_before_restriction: null,
      restricted_at: null,
      restricted_until: null,
      updated_at: now,
    })
    .where('id', '=', userId)
    .returning(['status', 'restricted_at', 'restricted_until'])
    .executeTakeFirstOrThrow();
  return { before: stateOf(row), after: stateOf(changed) };
}

/**
 * At login, after the password proved who it is: a banned member is refused with 403 account_banned (the client
 * shows /pages/ban), a suspended one with 403 account_suspended and its end; a suspension that ran out is lifted.
 */
export async function refuseRestrictedLogin(sql: Sql, clock: Clock, userId: number): Promise<void> {
  const row = await typed(sql)
    .selectFrom('users')
    .select(['status', 'restricted_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row?.status === 'banned') throw new AppError('account_banned', 403);
  if (row?.status !== 'suspended') return;
  const now = clock();
  if (row.restricted_until && row.restricted_until > now) {
    throw new AppError('account_suspended', 403, { until: row.restricted_until.toISOString() });
  }
  await liftRestriction(sql, now, userId);
}
