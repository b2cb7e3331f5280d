import type { EmailDisabledReason, NotificationType } from '@community/contract';
import { sql as raw } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** Accounts that may still get mail: a deleted or purged account gets none anyway. */
const LIVE_STATUSES = ['active', 'not_confirmed'] as const;

/**
 * Adds one type to the member's switched-off notifications; nothing when it is already there (a second click,
 * the mail client's retry), so the row and its updated_at change once.
 */
export async function addDisabledNotification(
  sql: Sql,
  userId: number,
  type: NotificationType,
  now: Date,
): Promise<void> {
  await typed(sql)
    .updateTable('users')
    .set({
      notifications_disabled: raw<NotificationType[]>`array_append(notifications_disabled, ${type}::text)`,
      updated_at: now,
    })
    .where('id', '=', userId)
    .where(raw<boolean>`NOT (${type}::text = ANY (notifications_disabled))`)
    .execute();
}

/**
 * Switches e-mail off with `reason` for every live account with this address, on every site; answers how many
 * changed (an account already off for the same reason is left as it is). `site_id IN (sites)` lets PostgreSQL
 * use the (site_id, email_normalized) index once per site instead of reading the whole index.
 */
export async function disableEmailForAddress(
  sql: Sql,
  emailNormalized: string,
  reason: EmailDisabledReason,
  now: Date,
): Promise<number> {
  const result = await typed(sql)
    .updateTable('users')
    .set({ email_disabled_reason: reason, updated_at: now })
    .where('site_id', 'in', (eb) => eb.selectFrom('sites').select('id'))
    .where('email_normalized', '=', emailNormalized)
    .where('status', 'in', LIVE_STATUSES)
    .where((eb) =>
      eb.or([eb('email_disabled_reason', 'is', null), eb('email_disabled_reason', '!=', reason)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
