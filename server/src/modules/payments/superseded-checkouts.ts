import type { PaymentDeps } from './deps.ts';
import { findOrder } from './queries.ts';

/**
 * Cancels at the provider the checkouts of orders a newer order of the member superseded (they were left open
 * with the same discount code, and are cancelled in our books already: docs/discounts.md), so they can no longer
 * be paid. After the commit, never inside a transaction. A provider that refuses (Mollie: the payment is no
 * longer `isCancelable`) or cannot be reached is logged and left: money that still arrives for such an order is
 * credited without the discount when the code is redeemed elsewhere (settlement.ts, decision 0026).
 */
export async function cancelSupersededCheckouts(deps: PaymentDeps, orderIds: number[]): Promise<void> {
  for (const orderId of orderIds) {
    const order = await findOrder(deps.db.$client, orderId);
    // A payment still being created is cancelled by its own order call when it learns it (createProviderPayment).
    if (!order?.provider_payment_id || order.provider !== deps.provider.name) continue;
    await cancelCheckout(deps, order.id, order.provider_payment_id);
  }
}

/** Cancels one payment at the provider; answers whether it is cancelled. Never throws. */
export async function cancelCheckout(
  deps: PaymentDeps,
  orderId: number,
  paymentId: string,
): Promise<boolean> {
  try {
    const cancelled = await deps.provider.cancelPayment(paymentId);
    if (!cancelled) {
      deps.log.warn(
        { order: orderId, paymentId },
        'superseded checkout could not be cancelled: it may still be paid',
      );
    }
    return cancelled;
  } catch (error) {
    deps.log.error(
      { err: error, order: orderId, paymentId },
      'superseded checkout not cancelled: provider unreachable',
    );
    return false;
  }
}
