import type { OrderStatus } from '@community/contract';
import { publishEvent } from '../../platform/domain-events.ts';
import type { Sql } from '../../platform/sql.ts';
import { bookCredits } from '../credits/index.ts';
import { redeemForPaidOrder, releaseDiscount } from '../discounts/index.ts';
import { clearCheckoutMayBePaid, type OrderRow, setOrderStatus } from './order-queries.ts';
import { creditsWithoutDiscount } from './policy.ts';
import type { ProviderPayment } from './providers/payment-provider.ts';
import {
  lockMemberBalance,
  markMemberPaid,
  markOrderPaid,
  recordMemberTakeBack,
  recordOrderTakeBack,
  withholdOrderDiscount,
} from './settlement-queries.ts';

/** Provider states after which an unpaid order is over (its discount code is freed). */
const UNPAID_ENDS: ReadonlySet<string> = new Set(['failed', 'canceled', 'expired']);
const UNSETTLED: ReadonlySet<OrderStatus> = new Set(['open', 'pending']);
/** Provider states a payment never leaves for another unpaid or paid one. */
const FINAL: ReadonlySet<string> = new Set(['paid', ...UNPAID_ENDS]);

export type Change = 'pending' | 'paid' | 'failed' | 'canceled' | 'expired' | 'refund' | 'chargeback';

/**
 * Brings a locked order in line with its payment as the provider reports it, and answers what changed (nothing
 * for a replay). Runs in the webhook's transaction with the order row locked, so concurrent webhooks of one
 * payment run one after the other and the second sees the first's result. A status never goes backwards:
 * paid stays paid; an order that failed or was cancelled is paid after all only if the provider says so.
 * Becoming paid publishes `payment.paid` in the same transaction.
 */
export async function settleOrder(
  sql: Sql,
  locked: OrderRow,
  payment: ProviderPayment,
  now: Date,
): Promise<Change[]> {
  const changes: Change[] = [];
  // A superseded checkout the provider did not cancel: it is over now, paid or not (reconcile-job.ts).
  if (locked.checkout_may_be_paid && FINAL.has(payment.status)) await clearCheckoutMayBePaid(sql, locked.id);
  let order = locked;
  let paid = order.status === 'paid';
  if (!paid && payment.status === 'paid') {
    order = { ...order, credits: await grantPurchase(sql, order, now) };
    paid = true;
    changes.push('paid');
    const { id: orderId, user_id: memberId, credits, amount, currency } = order;
    await publishEvent(sql, 'payment.paid', { orderId, memberId, credits, amount, currency });
  } else if (!paid && UNSETTLED.has(order.status) && UNPAID_ENDS.has(payment.status)) {
    await setOrderStatus(sql, order.id, payment.status as OrderStatus, now);
    await releaseDiscount(sql, order.id);
    changes.push(payment.status as Change);
  } else if (order.status === 'open' && payment.status === 'pending') {
    await setOrderStatus(sql, order.id, 'pending', now);
    changes.push('pending');
  }
  if (!paid) return changes;

  let takenBack = order.credits_taken_back;
  if (payment.amountRefunded > order.refunded_amount) {
    takenBack = await takeBack(sql, order, 'refund', payment.amountRefunded, takenBack, now);
    changes.push('refund');
  }
  if (payment.amountChargedBack > order.charged_back_amount) {
    takenBack = await takeBack(sql, order, 'chargeback', payment.amountChargedBack, takenBack, now);
    changes.push('chargeback');
  }
  return changes;
}

/**
 * Paid: the order's credits ('purchase', 'order:<id>'), premium for good (SPEC §1: the first completed order),
 * and a debt left by an earlier refund or chargeback paid off first ('debt', 'order:<id>'), so the balance
 * stays the ledger's sum. An order whose discount code another order has redeemed meanwhile gets the credits
 * its price buys without the discount (creditsForPayment). Answers the credits granted.
 */
async function grantPurchase(sql: Sql, order: OrderRow, now: Date): Promise<number> {
  const member = await lockMemberBalance(sql, order.user_id);
  const credits = await creditsForPayment(sql, order);
  await markOrderPaid(sql, order.id, now);
  const reference = `order:${order.id}`;
  if (credits > 0) {
    await bookCredits(sql, { userId: order.user_id, amount: credits, reason: 'purchase', reference, now });
  }
  const payOff = Math.min(member.credit_debt, credits);
  if (payOff > 0) {
    await bookCredits(sql, { userId: order.user_id, amount: -payOff, reason: 'debt', reference, now });
  }
  await markMemberPaid(sql, order.user_id, payOff, now);
  return credits;
}

/**
 * The credits a payment that has just arrived buys (decision 0026): the order's, unless its discount code is
 * no longer the order's to use (redeemForPaidOrder: another paid order, or another member's order, holds its
 * scope). Then the order gives what its price buys at the package's list price, and records it
 * (`orders.credits`, `discount_withheld`), so refunds and the member's order show what was granted. Called
 * after the member's row lock, with the order row locked.
 */
async function creditsForPayment(sql: Sql, order: OrderRow): Promise<number> {
  if (order.discount_code_id === null) return order.credits;
  const owed = await redeemForPaidOrder(sql, {
    id: order.id,
    userId: order.user_id,
    discountCodeId: order.discount_code_id,
  });
  if (owed) return order.credits;
  const credits = creditsWithoutDiscount(order);
  await withholdOrderDiscount(sql, order.id, credits);
  return credits;
}

/**
 * A refund or chargeback total that grew: the credits bought with the newly returned money, in proportion and
 * rounded up, at most what the order still has not given back. The balance never goes below zero: what it no
 * longer holds becomes `credit_debt`. The account is flagged ('chargeback' wins over 'refund'); a chargeback
 * also blocks direct debit. Answers the order's new total of credits taken back.
 */
async function takeBack(
  sql: Sql,
  order: OrderRow,
  kind: 'refund' | 'chargeback',
  total: number,
  takenBefore: number,
  now: Date,
): Promise<number> {
  const before = kind === 'refund' ? order.refunded_amount : order.charged_back_amount;
  const proportional = Math.ceil((order.credits * (total - before)) / order.amount);
  const owed = Math.max(0, Math.min(proportional, order.credits - takenBefore));
  const member = await lockMemberBalance(sql, order.user_id);
  const taken = Math.min(owed, member.credits);
  if (taken > 0) {
    await bookCredits(sql, {
      userId: order.user_id,
      amount: -taken,
      reason: kind,
      reference: `order:${order.id}:${total}`,
      now,
    });
  }
  await recordMemberTakeBack(sql, order.user_id, { kind, debt: owed - taken, now });
  await recordOrderTakeBack(sql, order.id, { kind, total, creditsTakenBack: takenBefore + owed, now });
  return takenBefore + owed;
}
