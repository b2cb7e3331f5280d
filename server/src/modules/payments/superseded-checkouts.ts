import type { PaymentDeps } from './deps.ts';
import { clearCheckoutMayBePaid, findOrder } from './order-queries.ts';

/**
 * Cancels at the provider the checkouts of orders a newer order of the member superseded (they were left open
 * with the same discount code, and are cancelled in our books already: docs/discounts.md), so they can no longer
 * be paid. After the commit, never inside a transaction. The superseding transaction marked them
 * `checkout_may_be_paid`; a confirmed cancellation clears the mark. A provider that refuses (Mollie: the payment
 * is no longer `isCancelable`) or cannot be reached leaves it: the reconciliation job then keeps asking about the
 * order until the provider reports a final state (reconcile-job.ts), and money that still arrives is credited,
 * without the discount when the code is redeemed elsewhere (settlement.ts, decision 0026).
 */
export async function cancelSupersededCheckouts(deps: PaymentDeps, orderIds: number[]): Promise<void> {
  for (const orderId of orderIds) {
    const order = await findOrder(deps.db.$client, orderId);
    // A payment still being created is cancelled by its own order call when it learns it (createProviderPayment).
    if (!order?.provider_payment_id || order.provider !== deps.provider.name) continue;
    await cancelCheckout(deps, order.id, order.provider_payment_id);
  }
}

/** Cancels one superseded order's payment at the provider; answers whether it is cancelled. Never throws. */
export async function cancelCheckout(
  deps: PaymentDeps,
  orderId: number,
  paymentId: string,
): Promise<boolean> {
  let cancelled: boolean;
  try {
    cancelled = await deps.provider.cancelPayment(paymentId);
  } catch (error) {
    deps.log.error(
      { err: error, order: orderId, paymentId },
      'superseded checkout not cancelled: provider unreachable; reconciliation keeps asking about it',
    );
    return false;
  }
  if (!cancelled) {
    deps.log.warn(
      { order: orderId, paymentId },
      'superseded checkout could not be cancelled: it may still be paid; reconciliation keeps asking about it',
    );
    return false;
  }
  // Left set if this fails: the job then learns the cancellation from the provider.
  await clearCheckoutMayBePaid(deps.db.$client, orderId).catch((error: unknown) =>
    deps.log.error({ err: error, order: orderId }, 'superseded checkout cancelled, mark not cleared'),
  );
  return true;
}
