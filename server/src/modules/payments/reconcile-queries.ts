import { sql as rawSql } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import type { ProviderName } from './providers/payment-provider.ts';

/** The reconciliation's look-ups (reconcile-job.ts); `now` is the run's time. */
export type ReconcileWindow = {
  now: Date;
  provider: ProviderName;
  forDays: number;
  lostPaymentLookupHours: number;
  limit: number;
  /** A run at start (a restart catches up at once): orders younger than YOUNG_ORDER_MINUTES are asked about
   * whatever their next look, since a run of the process that died may have just moved it on. */
  catchUp?: boolean;
};

/** While an order is this young it is asked about every minute, and at every start. */
const YOUNG_ORDER_MINUTES = 15;

/**
 * Claims the provider's orders due for a look and moves their next look on, in one statement (rows another run
 * holds are skipped): every minute for the first 15 minutes, every 5 until 2 hours, hourly until 2 days, then
 * every 6 hours.
 */
export async function claimOrdersToReconcile(sql: Sql, window: ReconcileWindow) {
  const now = rawSql<Date>`${window.now}::timestamptz`;
  const age = rawSql`${now} - o.created_at`;
  return typed(sql)
    .updateTable('orders as o')
    .set({
      reconcile_at: rawSql<Date>`${now} + CASE
        WHEN ${age} < make_interval(mins => ${YOUNG_ORDER_MINUTES}) THEN interval '1 minute'
        WHEN ${age} < interval '2 hours' THEN interval '5 minutes'
        WHEN ${age} < interval '2 days' THEN interval '1 hour'
        ELSE interval '6 hours' END`,
    })
    .where('o.id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('orders.id')
        .where((inner) =>
          inner.and([
            inner.or([
              inner('orders.status', 'in', ['open', 'pending']),
              inner('orders.provider_payment_id', 'is', null),
              inner('orders.checkout_may_be_paid', '=', true),
            ]),
            inner.or([
              inner(inner.fn.coalesce('orders.reconcile_at', 'orders.created_at'), '<=', now),
              window.catchUp
                ? inner(
                    'orders.created_at',
                    '>',
                    rawSql<Date>`${now} - make_interval(mins => ${YOUNG_ORDER_MINUTES})`,
                  )
                : inner.val(false),
            ]),
            inner('orders.provider', '=', window.provider),
            inner('orders.created_at', '>', rawSql<Date>`${now} - make_interval(days => ${window.forDays})`),
            inner.or([
              inner('orders.provider_payment_id', 'is not', null),
              inner(
                'orders.created_at',
                '>',
                rawSql<Date>`${now} - make_interval(hours => ${window.lostPaymentLookupHours})`,
              ),
            ]),
          ]),
        )
        .orderBy((inner) => inner.fn.coalesce('orders.reconcile_at', 'orders.created_at'))
        .limit(window.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['o.id', 'o.provider', 'o.provider_payment_id', 'o.status', 'o.created_at'])
    .execute();
}
