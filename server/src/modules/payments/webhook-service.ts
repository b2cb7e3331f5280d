import { withTransaction } from '../../platform/sql.ts';
import type { PaymentDeps } from './deps.ts';
import { adoptPayment, findOrder, findOrderByPayment, type OrderRow } from './order-queries.ts';
import type { ProviderPayment } from './providers/payment-provider.ts';
import { type Change, settleOrder } from './settlement.ts';

export type WebhookOutcome =
  | { result: 'unknown' }
  | { result: 'mismatch' }
  | { result: 'settled'; orderId: number; changes: Change[] };

/**
 * POST /api/payment-webhook.php: a webhook only names a payment. An id we do not know (or of another provider)
 * is ignored, unless the provider itself answers it as a payment for one of our orders whose payment id we never
 * learned (the create call failed after the provider had made it; a direct debit is then collected anyway). Otherwise the payment is fetched from the provider (a ProviderUnavailableError reaches the
 * caller, which answers 503 so the provider tries again), checked against its order, and settled in one
 * transaction with the order row locked (settlement.ts): replays and concurrent calls change nothing more.
 */
export async function handlePaymentWebhook(
  deps: PaymentDeps,
  providerName: string,
  paymentId: string,
): Promise<WebhookOutcome> {
  const sql = deps.db.$client;
  if (providerName !== deps.provider.name) return { result: 'unknown' };
  let order = await findOrderByPayment(sql, providerName, paymentId);
  let payment: ProviderPayment | undefined;
  if (!order) {
    payment = await deps.provider.getPayment(paymentId);
    if (payment?.orderId) order = await adoptPayment(sql, providerName, payment.orderId, paymentId);
    if (!order) return { result: 'unknown' };
  } else payment = await deps.provider.getPayment(paymentId);
  const problem = !payment
    ? 'unknown to the provider'
    : payment.id !== paymentId || payment.orderId !== order.id
      ? 'of another order'
      : payment.amount !== order.amount || payment.currency !== order.currency
        ? 'of another amount'
        : undefined;
  if (!payment || problem) {
    deps.log.warn(
      { order: order.id, paymentId, provider: providerName },
      `webhook payment ${problem}: ignored`,
    );
    return { result: 'mismatch' };
  }
  return withTransaction(sql, async (tx) => {
    const locked = (await findOrder(tx, order.id, true)) as OrderRow;
    const changes = await settleOrder(tx, locked, payment, deps.clock());
    if (changes.length) deps.log.info({ order: order.id, changes }, 'order settled');
    return { result: 'settled', orderId: order.id, changes };
  });
}
