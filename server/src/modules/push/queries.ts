import type { PushSubscriptionJson } from '@community/contract';
import { sql as raw } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

export async function findVapidKeys(
  sql: Sql,
): Promise<{ publicKey: string; privateKey: string } | undefined> {
  return typed(sql)
    .selectFrom('push_vapid_keys')
    .select(['public_key as publicKey', 'private_key as privateKey'])
    .executeTakeFirst();
}

/** Inserts the pair unless one exists (the singleton key): a concurrent start's pair wins or this one does. */
export async function insertVapidKeys(sql: Sql, keys: { publicKey: string; privateKey: string }) {
  await typed(sql)
    .insertInto('push_vapid_keys')
    .values({ public_key: keys.publicKey, private_key: keys.privateKey })
    .onConflict((conflict) => conflict.column('singleton').doNothing())
    .execute();
}

/**
 * Stores the subscription as the member's (newest). A browser's endpoint registered by another member moves to
 * this one only with the same keys, that is from that very browser: an endpoint alone does not let anyone
 * replace the keys a member's browser decrypts with. Answers whether it is now the member's.
 */
export async function upsertSubscription(
  sql: Sql,
  userId: number,
  subscription: PushSubscriptionJson,
): Promise<boolean> {
  const row = await typed(sql)
    .insertInto('push_subscriptions')
    .values({
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    })
    .onConflict((conflict) =>
      conflict
        .column('endpoint')
        .doUpdateSet((eb) => ({
          user_id: eb.ref('excluded.user_id'),
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          created_at: raw<Date>`now()`,
        }))
        .where((eb) =>
          eb.or([
            eb('push_subscriptions.user_id', '=', userId),
            eb.and([
              eb('push_subscriptions.p256dh', '=', subscription.keys.p256dh),
              eb('push_subscriptions.auth', '=', subscription.keys.auth),
            ]),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps the member's `keep` newest subscriptions and deletes the older ones. */
export async function trimSubscriptions(sql: Sql, userId: number, keep: number): Promise<void> {
  await typed(sql)
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      typed(sql)
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

export async function recordDenial(sql: Sql, userId: number): Promise<void> {
  await typed(sql)
    .insertInto('push_denials')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ denied_at: raw<Date>`now()` }))
    .execute();
}

export async function clearDenial(sql: Sql, userId: number): Promise<void> {
  await typed(sql).deleteFrom('push_denials').where('user_id', '=', userId).execute();
}

export async function subscriptionIdsOf(sql: Sql, userId: number): Promise<number[]> {
  const rows = await typed(sql)
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function hasPushSubscription(sql: Sql, userId: number): Promise<boolean> {
  const row = await typed(sql)
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A subscription to send to, with the support address of its member's site (the VAPID contact). */
export async function findSubscriptionForSend(sql: Sql, id: number) {
  return typed(sql)
    .selectFrom('push_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('sites', 'sites.id', 'u.site_id')
    .select(['s.id', 's.endpoint', 's.p256dh', 's.auth', 'sites.support_email as supportEmail'])
    .where('s.id', '=', id)
    .where('u.status', 'in', ['active', 'not_confirmed'])
    .executeTakeFirst();
}

/** A subscription the push service no longer knows (404, 410): only if it still has that endpoint. */
export async function deleteSubscription(sql: Sql, id: number, endpoint: string): Promise<void> {
  await typed(sql)
    .deleteFrom('push_subscriptions')
    .where('id', '=', id)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** Every subscription and the denial of the member: account deletion and the purge. */
export async function deleteMemberPushData(sql: Sql, userId: number): Promise<void> {
  await typed(sql).deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  await typed(sql).deleteFrom('push_denials').where('user_id', '=', userId).execute();
}

/** The data export: where the member's browsers receive pushes (the endpoints, not the keys). */
export async function exportPushData(sql: Sql, userId: number) {
  const subscriptions = await typed(sql)
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const denial = await typed(sql)
    .selectFrom('push_denials')
    .select('denied_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { subscriptions, deniedAt: denial?.denied_at ?? null };
}
