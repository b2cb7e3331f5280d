import type { Currency, OrderStatus, PaymentMethod } from '@community/contract';
import type { InferResult } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import type { ProviderName } from './providers/payment-provider.ts';

/**
 * Orders with the code of their discount. `checkout_may_be_paid`: superseded, but its checkout may still be paid
 * at the provider, so it is reconciled until a final state (decision 0010).
 */
function selectOrders(sql: Sql) {
  return typed(sql)
    .selectFrom('orders as o')
    .leftJoin('discount_codes as d', 'd.id', 'o.discount_code_id')
    .select((eb) => [
      'o.id',
      'o.site_id',
      'o.user_id',
      'o.client_id',
      'o.package_id',
      'o.credits',
      'o.list_amount',
      'o.amount',
      'o.currency',
      'o.method',
      'o.country',
      'o.discount_code_id',
      'd.code as discount_code',
      eb.cast<number | null>('o.discount_percentage', 'float8').as('discount_percentage'),
      'o.mandate_id',
      'o.provider',
      'o.provider_payment_id',
      'o.checkout_url',
      'o.status',
      'o.refunded_amount',
      'o.charged_back_amount',
      'o.credits_taken_back',
      'o.checkout_may_be_paid',
      'o.created_at',
      'o.paid_at',
    ]);
}

export type OrderRow = InferResult<ReturnType<typeof selectOrders>>[number];

export async function findOrder(sql: Sql, id: number, lock = false): Promise<OrderRow | undefined> {
  return selectOrders(sql)
    .where('o.id', '=', id)
    .$if(lock, (query) => query.forUpdate('o'))
    .executeTakeFirst();
}

/** One of the member's own orders; undefined for anyone else's. */
export async function findMemberOrder(sql: Sql, memberId: number, id: number): Promise<OrderRow | undefined> {
  return selectOrders(sql).where('o.id', '=', id).where('o.user_id', '=', memberId).executeTakeFirst();
}

export async function findOrderByClientId(
  sql: Sql,
  memberId: number,
  clientId: string,
): Promise<OrderRow | undefined> {
  return selectOrders(sql)
    .where('o.user_id', '=', memberId)
    .where('o.client_id', '=', clientId)
    .executeTakeFirst();
}

export async function findOrderByPayment(
  sql: Sql,
  provider: string,
  paymentId: string,
): Promise<OrderRow | undefined> {
  return selectOrders(sql)
    .where('o.provider', '=', provider as ProviderName)
    .where('o.provider_payment_id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * A payment the provider made for `orderId` although we never learned its id (the create call timed out after
 * the provider had made it): the id is recorded, once; answers the order when it was recorded now.
 */
export async function adoptPayment(
  sql: Sql,
  provider: string,
  orderId: number,
  paymentId: string,
): Promise<OrderRow | undefined> {
  const { numUpdatedRows } = await typed(sql)
    .updateTable('orders')
    .set((eb) => ({ provider_payment_id: paymentId, updated_at: eb.fn<Date>('now') }))
    .where('id', '=', orderId)
    .where('provider', '=', provider as ProviderName)
    .where('provider_payment_id', 'is', null)
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n ? findOrderByPayment(sql, provider, paymentId) : undefined;
}

/** The member's orders, newest first. */
export async function findMemberOrders(sql: Sql, memberId: number, limit: number): Promise<OrderRow[]> {
  return selectOrders(sql).where('o.user_id', '=', memberId).orderBy('o.id', 'desc').limit(limit).execute();
}

/** The member's last paid order (for the repeat order). */
export async function findLastPaidOrder(sql: Sql, memberId: number): Promise<OrderRow | undefined> {
  return selectOrders(sql)
    .where('o.user_id', '=', memberId)
    .where('o.status', '=', 'paid')
    .orderBy('o.paid_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type NewOrder = {
  siteId: number;
  userId: number;
  clientId: string;
  packageId: number;
  credits: number;
  listAmount: number;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  country: string | null;
  discountCodeId: number | null;
  discountPercentage: number | null;
  mandateId: number | null;
  provider: ProviderName;
  consentedAt: Date;
  now: Date;
};

/** Inserts an open order; undefined when the member already has an order with this client_id. */
export async function insertOrder(sql: Sql, order: NewOrder): Promise<number | undefined> {
  const row = await typed(sql)
    .insertInto('orders')
    .values({
      site_id: order.siteId,
      user_id: order.userId,
      client_id: order.clientId,
      package_id: order.packageId,
      credits: order.credits,
      list_amount: order.listAmount,
      amount: order.amount,
      currency: order.currency,
      method: order.method,
      country: order.country,
      discount_code_id: order.discountCodeId,
      discount_percentage: order.discountPercentage,
      mandate_id: order.mandateId,
      provider: order.provider,
      delivery_consent_at: order.consentedAt,
      created_at: order.now,
      updated_at: order.now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Records the provider's payment; an order the webhook already moved on keeps its status. */
export async function setOrderPayment(
  sql: Sql,
  id: number,
  payment: { id: string; checkoutUrl: string | null; status: OrderStatus },
  now: Date,
): Promise<void> {
  await typed(sql)
    .updateTable('orders')
    .set((eb) => ({
      provider_payment_id: payment.id,
      checkout_url: payment.checkoutUrl,
      updated_at: now,
      // Only an open order becomes pending; any other status stays.
      ...(payment.status === 'pending' && {
        status: eb
          .case()
          .when('status', '=', 'open')
          .then('pending' as OrderStatus)
          .else(eb.ref('status'))
          .end(),
      }),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Orders a newer order superseded (cancelled in our books in this transaction): until the provider has
 * cancelled their checkouts they may still be paid, so reconciliation keeps asking about them.
 */
export async function markCheckoutsMayBePaid(sql: Sql, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await typed(sql)
    .updateTable('orders')
    .set({ checkout_may_be_paid: true })
    .where((eb) => eb('id', '=', eb.fn.any(eb.val(orderIds))))
    .execute();
}

/** The provider cancelled the order's checkout, or reported a final state of its payment: no more looks. */
export async function clearCheckoutMayBePaid(sql: Sql, orderId: number): Promise<void> {
  await typed(sql)
    .updateTable('orders')
    .set({ checkout_may_be_paid: false })
    .where('id', '=', orderId)
    .where('checkout_may_be_paid', '=', true)
    .execute();
}

export async function setOrderStatus(sql: Sql, id: number, status: OrderStatus, now: Date): Promise<void> {
  await typed(sql).updateTable('orders').set({ status, updated_at: now }).where('id', '=', id).execute();
}

/**
 * An order still open fails (the provider refused its payment, or it never got one); with `withoutPayment`
 * only while it has no payment id. Answers whether it failed now.
 */
export async function failOpenOrder(
  sql: Sql,
  id: number,
  now: Date,
  withoutPayment = false,
): Promise<boolean> {
  const { numUpdatedRows } = await typed(sql)
    .updateTable('orders')
    .set({ status: 'failed', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .$if(withoutPayment, (query) => query.where('provider_payment_id', 'is', null))
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}

/**
 * Direct-debit orders of the member in the window (SPEC §8 limit): those not failed, cancelled or expired.
 */
export async function countDirectDebitOrders(sql: Sql, memberId: number, since: Date): Promise<number> {
  const row = await typed(sql)
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', memberId)
    .where('method', '=', 'sdd')
    .where('status', 'not in', ['failed', 'canceled', 'expired'])
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row?.count ?? 0;
}
