import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** Orders as the back office sees them: with the member's address and the provider's payment id. */
function selectAdminOrders(sql: Sql) {
  return typed(sql)
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('discount_codes as d', 'd.id', 'o.discount_code_id')
    .select([
      'o.id',
      'o.site_id',
      'o.user_id',
      'u.email',
      'o.package_id',
      'o.credits',
      'o.list_amount',
      'o.amount',
      'o.currency',
      'o.method',
      'o.country',
      'd.code as discount_code',
      'o.provider',
      'o.provider_payment_id',
      'o.status',
      'o.refunded_amount',
      'o.charged_back_amount',
      'o.credits_taken_back',
      'o.created_at',
      'o.paid_at',
    ]);
}

export type AdminOrderRow = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

const SEARCH_LIMIT = 50;

/**
 * Orders found by what an administrator has at hand: an order id (digits), a member's e-mail address (with an @,
 * any case, on every site) or the provider's payment id. Newest first, at most 50.
 */
export async function searchAdminOrders(sql: Sql, q: string) {
  const query = selectAdminOrders(sql).orderBy('o.id', 'desc').limit(SEARCH_LIMIT);
  if (/^\d{1,15}$/.test(q)) return query.where('o.id', '=', Number(q)).execute();
  if (q.includes('@')) {
    return query.where((eb) => eb(eb.fn('lower', ['u.email']), '=', q.toLowerCase())).execute();
  }
  return query.where('o.provider_payment_id', '=', q).execute();
}

export async function findAdminOrder(sql: Sql, id: number) {
  return selectAdminOrders(sql).where('o.id', '=', id).executeTakeFirst();
}

/** The ledger entries an order booked: 'order:<id>' (purchase, debt) and 'order:<id>:<total>' (refunds). */
export async function findOrderLedger(sql: Sql, order: { id: number; user_id: number }) {
  return typed(sql)
    .selectFrom('credit_ledger')
    .select(['id', 'amount', 'reason', 'reference', 'created_at'])
    .where('user_id', '=', order.user_id)
    .where((eb) =>
      eb.or([eb('reference', '=', `order:${order.id}`), eb('reference', 'like', `order:${order.id}:%`)]),
    )
    .orderBy('id')
    .execute();
}

export async function findOrderRefunds(sql: Sql, orderId: number) {
  return typed(sql)
    .selectFrom('order_refunds as r')
    .innerJoin('users as s', 's.id', 'r.staff_id')
    .select([
      'r.id',
      'r.amount',
      'r.credits_taken_back',
      'r.provider_refund_id',
      's.email as staff_email',
      'r.reason',
      'r.created_at',
    ])
    .where('r.order_id', '=', orderId)
    .orderBy('r.id')
    .execute();
}

/** The refund an administrator's request (its client_id) made on the order, if any. */
export async function findRefundByClientId(sql: Sql, orderId: number, clientId: string) {
  return typed(sql)
    .selectFrom('order_refunds')
    .select(['id', 'amount'])
    .where('order_id', '=', orderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function insertOrderRefund(
  sql: Sql,
  refund: {
    order_id: number;
    client_id: string;
    amount: number;
    refunded_total: number;
    credits_taken_back: number;
    provider: 'sandbox' | 'mollie';
    provider_refund_id: string;
    staff_id: number;
    reason: string;
    created_at: Date;
  },
): Promise<void> {
  await typed(sql).insertInto('order_refunds').values(refund).execute();
}

export async function findMemberBalance(sql: Sql, userId: number) {
  return typed(sql)
    .selectFrom('users')
    .select(['credits', 'credit_debt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
