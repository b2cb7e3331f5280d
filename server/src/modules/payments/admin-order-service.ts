import type { AdminOrder, AdminOrderDetail, adminRefundBodySchema } from '@community/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import {
  type AdminOrderRow,
  findAdminOrder,
  findMemberBalance,
  findOrderLedger,
  findOrderRefunds,
  findRefundByClientId,
  insertOrderRefund,
  searchAdminOrders,
} from './admin-order-queries.ts';
import type { PaymentDeps } from './deps.ts';
import { findOrder, type OrderRow } from './order-queries.ts';
import { ProviderUnavailableError } from './providers/payment-provider.ts';
import { settleOrder } from './settlement.ts';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function presentAdminOrder(row: AdminOrderRow): AdminOrder {
  return {
    id: row.id,
    site_id: row.site_id,
    member_id: row.user_id,
    member_email: row.email,
    package_id: row.package_id,
    credits: row.credits,
    list_amount: row.list_amount,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    country: row.country,
    discount_code: row.discount_code,
    provider: row.provider,
    payment_id: row.provider_payment_id,
    status: row.status,
    refunded_amount: row.refunded_amount,
    charged_back_amount: row.charged_back_amount,
    credits_taken_back: row.credits_taken_back,
    created_at: new Date(row.created_at).toISOString(),
    paid_at: iso(row.paid_at),
  };
}

/** GET /api/admin/orders.php: orders by id, member e-mail or the provider's payment id. */
export async function findOrdersFor(deps: Pick<PaymentDeps, 'db'>, q: string): Promise<AdminOrder[]> {
  return (await searchAdminOrders(deps.db.$client, q)).map(presentAdminOrder);
}

const refundableOf = (order: { amount: number; refunded_amount: number; charged_back_amount: number }) =>
  Math.max(0, order.amount - order.refunded_amount - order.charged_back_amount);

/** GET /api/admin/order.php: the order with its ledger entries, refunds and the member's balance. */
export async function orderDetail(
  deps: Pick<PaymentDeps, 'db' | 'provider'>,
  id: number,
): Promise<AdminOrderDetail> {
  const sql = deps.db.$client;
  const row = await findAdminOrder(sql, id);
  if (!row) throw new AppError('not_found', 404);
  const [ledger, refunds, member] = await Promise.all([
    findOrderLedger(sql, row),
    findOrderRefunds(sql, id),
    findMemberBalance(sql, row.user_id),
  ]);
  return {
    order: presentAdminOrder(row),
    ledger: ledger.map((entry) => ({ ...entry, created_at: new Date(entry.created_at).toISOString() })),
    refunds: refunds.map((refund) => ({
      ...refund,
      staff_email: refund.staff_email ?? '',
      created_at: new Date(refund.created_at).toISOString(),
    })),
    member,
    refundable: row.status === 'paid' ? refundableOf(row) : 0,
    refund_supported: row.provider === deps.provider.name && row.provider_payment_id !== null,
  };
}

const bookkeeping = (order: OrderRow) => ({
  status: order.status,
  refunded_amount: order.refunded_amount,
  charged_back_amount: order.charged_back_amount,
  credits_taken_back: order.credits_taken_back,
});

/**
 * POST /api/admin/order-refund.php (decision 0060): refunds part or all of a paid order through its provider and
 * books it in the ledger, in one transaction with the order row locked for the whole of it. So a double click
 * waits for the first and then finds its refund (the same `client_id`: nothing more is done); a provider that
 * refuses or cannot be reached rolls everything back (502 `refund_failed`); the credits bought with the
 * refunded money are taken back as a provider-reported refund would (settlement.ts: never below a zero balance,
 * the rest is debt), and a later webhook reporting the same refund total finds nothing left to do.
 */
export async function refundOrder(
  deps: PaymentDeps,
  staffId: number,
  audit: AuditWriter,
  body: z.output<typeof adminRefundBodySchema>,
): Promise<AdminOrderDetail> {
  await withTransaction(deps.db.$client, async (tx) => {
    const order = await findOrder(tx, body.id, true);
    if (!order) throw new AppError('not_found', 404);
    if (await findRefundByClientId(tx, order.id, body.client_id)) return audit.nothingChanged();
    const paymentId = order.provider_payment_id;
    if (
      order.status !== 'paid' ||
      paymentId === null ||
      order.provider !== deps.provider.name ||
      body.amount > refundableOf(order)
    ) {
      throw new AppError('refund_not_possible', 409);
    }
    const memberBefore = await findMemberBalance(tx, order.user_id);
    let refund: { id: string; amount: number };
    try {
      refund = await deps.provider.refund({
        paymentId,
        amount: body.amount,
        currency: order.currency,
        description: `Refund of order ${order.id}`,
        idempotencyKey: `refund-${order.id}-${body.client_id}`,
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      deps.log.warn({ order: order.id, reason: error.message }, 'refund not made by the provider');
      throw new AppError('refund_failed', 502);
    }
    const now = deps.clock();
    const refundedTotal = order.refunded_amount + body.amount;
    await settleOrder(
      tx,
      order,
      {
        id: paymentId,
        status: 'paid',
        amount: order.amount,
        currency: order.currency,
        orderId: order.id,
        amountRefunded: refundedTotal,
        amountChargedBack: order.charged_back_amount,
      },
      now,
    );
    const after = (await findOrder(tx, order.id)) as OrderRow;
    await insertOrderRefund(tx, {
      order_id: order.id,
      client_id: body.client_id,
      amount: body.amount,
      refunded_total: refundedTotal,
      credits_taken_back: after.credits_taken_back - order.credits_taken_back,
      provider: order.provider,
      provider_refund_id: refund.id,
      staff_id: staffId,
      reason: body.reason,
      created_at: now,
    });
    await audit.record(tx, {
      action: 'order.refund',
      targetType: 'order',
      targetId: order.id,
      reason: body.reason,
      before: { ...bookkeeping(order), member: memberBefore },
      after: {
        ...bookkeeping(after),
        member: await findMemberBalance(tx, order.user_id),
        refund: { amount: body.amount, currency: order.currency, provider_refund_id: refund.id },
      },
    });
  });
  return orderDetail(deps, body.id);
}
