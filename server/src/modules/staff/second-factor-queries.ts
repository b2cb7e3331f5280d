import { typed } from '../../db/typed.ts';
import { forgetMemberSessions } from '../../platform/session-cache.ts';
import type { Sql } from '../../platform/sql.ts';

/** The staff member's authenticator: confirmed or waiting for its first code, with the last step accepted. */
export async function findSecondFactor(sql: Sql, userId: number) {
  return typed(sql)
    .selectFrom('staff_second_factors')
    .select(['secret', 'confirmed_at', 'last_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Keeps a new secret for an enrolment that has not been confirmed (replacing an earlier unconfirmed one);
 * false when the account has a confirmed authenticator, which is never replaced this way.
 */
export async function savePendingSecret(sql: Sql, userId: number, secret: string, now: Date) {
  const row = await typed(sql)
    .insertInto('staff_second_factors')
    .values({ user_id: userId, secret, created_at: now })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret, created_at: now, last_step: 0 })
        .where('staff_second_factors.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the time step of a right code: only when it is later than the last one taken (so a code is never used
 * twice, also by two requests at once), and only for an authenticator in the expected state. Confirms an
 * enrolment on the way. False when the step was used already or the state is not the one expected.
 */
export async function acceptStep(
  sql: Sql,
  userId: number,
  step: number,
  expect: 'pending' | 'confirmed',
  now: Date,
): Promise<boolean> {
  const row = await typed(sql)
    .updateTable('staff_second_factors')
    .set((eb) => ({ last_step: step, confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)) }))
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .where('confirmed_at', expect === 'pending' ? 'is' : 'is not', null)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceRecoveryCodes(sql: Sql, userId: number, hashes: Buffer[]): Promise<void> {
  await typed(sql).deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  await typed(sql)
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Marks an unused recovery code used; answers how many are left, or null when the code was not an unused one. */
export async function useRecoveryCode(sql: Sql, userId: number, hash: Buffer, now: Date) {
  const used = await typed(sql)
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (!used) return null;
  const left = await typed(sql)
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(left.count);
}

/**
 * Removes the account's authenticator and recovery codes and ends the staff time of its sessions (the member
 * sessions go on): the next visit of the back office enrols again. Answers whether it had a confirmed one.
 */
export async function removeSecondFactor(sql: Sql, userId: number): Promise<boolean> {
  const removed = await typed(sql)
    .deleteFrom('staff_second_factors')
    .where('user_id', '=', userId)
    .returning('confirmed_at')
    .executeTakeFirst();
  await typed(sql).deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  await endStaffSessions(sql, userId);
  return removed?.confirmed_at != null;
}

/** Ends the staff time of every session of the member: the back office asks for a code again. */
export async function endStaffSessions(sql: Sql, userId: number): Promise<void> {
  await typed(sql)
    .updateTable('sessions')
    .set({ staff_verified_at: null })
    .where('user_id', '=', userId)
    .where('staff_verified_at', 'is not', null)
    .execute();
  forgetMemberSessions(userId);
}
