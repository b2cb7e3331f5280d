import type { ScheduledJob } from '../../platform/jobs.ts';
import { withTransaction } from '../../platform/sql.ts';
import { releaseDiscount } from '../discounts/index.ts';
import type { PaymentDeps } from './deps.ts';
import { failOpenOrder } from './order-queries.ts';
import { ProviderUnavailableError } from './providers/payment-provider.ts';
import { claimOrdersToReconcile } from './reconcile-queries.ts';
import { handlePaymentWebhook } from './webhook-service.ts';

/**
 * Reconciliation (decision 0027): a webhook is a hint, and a hint can be lost (the server died right after the
 * payment, the network, a provider that gave up retrying). Every minute this asks the provider about the orders
 * that are not settled yet and settles them the one way there is: as if their webhook had come
 * (handlePaymentWebhook: ask the provider, check, settle with the order row locked). So a lost webhook delays
 * the credits by a minute or two, never for good; a replay afterwards changes nothing.
 */
const RECONCILE_PAYMENTS_SCHEDULE = { name: 'reconcile-payments', cron: '* * * * *' } as const;

/** How long an order is asked about: longer than any provider keeps a payment unfinished (Mollie's bank transfer). */
const RECONCILE_FOR_DAYS = 30;
/** How long an order without a payment id (its creation answer was lost) is looked for at the provider. */
const LOST_PAYMENT_LOOKUP_HOURS = 24;
/** An order still open without a payment id this long after it was placed never got one: it fails, its code is freed. */
const ABANDONED_CREATION_MINUTES = 10;
/** Orders one run asks about; the rest wait for the next minute. */
const BATCH_SIZE = 100;
/** The provider's clock and ours differ: a payment is looked for from a little before its order. */
const CLOCK_SLACK_MS = 5 * 60_000;

type ClaimedOrder = Awaited<ReturnType<typeof claimOrdersToReconcile>>[number];

export type ReconcileSummary = {
  /** Orders asked about. */
  checked: number;
  /** Orders whose status or refunds changed. */
  settled: number;
  /** Open orders that never got a payment and were failed. */
  abandoned: number;
  /** Orders the provider could not be asked about (tried again at their next look). */
  unavailable: number;
};

/**
 * Claims the orders due for a look and moves their next look on, in one statement, so two runs at once (two
 * instances, a start and a tick) ask about different orders; then asks about each. The next look backs off with
 * the order's age: every minute for the first 15 minutes, every 5 until 2 hours, hourly until 2 days, then every
 * 6 hours until RECONCILE_FOR_DAYS. An order leaves the set when it is settled (paid, failed, canceled, expired)
 * with a payment id; an order a newer one superseded (cancelled in our books) whose checkout the provider did not
 * cancel (`checkout_may_be_paid`) stays until the provider reports a final state of its payment (settlement.ts).
 */
export async function reconcileOrders(
  deps: PaymentDeps,
  options: { atStart?: boolean } = {},
): Promise<ReconcileSummary> {
  const now = deps.clock();
  const rows = await claimOrdersToReconcile(deps.db.$client, {
    now,
    catchUp: options.atStart,
    provider: deps.provider.name,
    forDays: RECONCILE_FOR_DAYS,
    lostPaymentLookupHours: LOST_PAYMENT_LOOKUP_HOURS,
    limit: BATCH_SIZE,
  });
  const summary: ReconcileSummary = { checked: 0, settled: 0, abandoned: 0, unavailable: 0 };
  for (const order of rows) {
    summary.checked += 1;
    try {
      const outcome = await reconcileOrder(deps, order, now);
      if (outcome === 'settled') summary.settled += 1;
      if (outcome === 'abandoned') summary.abandoned += 1;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      summary.unavailable += 1;
      deps.log.warn(
        { order: order.id, err: error },
        'reconciliation: provider unavailable, asked again later',
      );
    }
  }
  return summary;
}

async function reconcileOrder(
  deps: PaymentDeps,
  order: ClaimedOrder,
  now: Date,
): Promise<'settled' | 'unchanged' | 'abandoned'> {
  let paymentId = order.provider_payment_id;
  if (!paymentId) {
    const since = new Date(order.created_at.getTime() - CLOCK_SLACK_MS);
    const found = await deps.provider.findPaymentOfOrder(order.id, since);
    if (!found) return (await failAbandonedOrder(deps, order, now)) ? 'abandoned' : 'unchanged';
    // The webhook path adopts the id (decision 0021) before it settles.
    paymentId = found.id;
  }
  const outcome = await handlePaymentWebhook(deps, order.provider, paymentId);
  return outcome.result === 'settled' && outcome.changes.length > 0 ? 'settled' : 'unchanged';
}

/**
 * An order committed open whose payment was never made (the server died before or while asking the provider):
 * after ABANDONED_CREATION_MINUTES it fails and frees its code, as when the provider refuses. A payment that
 * shows up later is still adopted by its webhook.
 */
async function failAbandonedOrder(deps: PaymentDeps, order: ClaimedOrder, now: Date): Promise<boolean> {
  if (order.status !== 'open') return false;
  if (now.getTime() - order.created_at.getTime() < ABANDONED_CREATION_MINUTES * 60_000) return false;
  return withTransaction(deps.db.$client, async (sql) => {
    if (!(await failOpenOrder(sql, order.id, now, true))) return false;
    await releaseDiscount(sql, order.id);
    deps.log.warn({ order: order.id }, 'reconciliation: order never got a payment, failed');
    return true;
  });
}

/**
 * The job main.ts schedules: every minute, and once at every start. The run at start also asks about every young
 * order whatever its next look: the process that died may have moved that look on a moment before the payment
 * (a tick while the member paid), and a member who just paid should not wait two more minutes for the restart.
 */
export function reconcilePaymentsJob(deps: PaymentDeps): ScheduledJob {
  return {
    ...RECONCILE_PAYMENTS_SCHEDULE,
    runAtStart: true,
    async run({ atStart }) {
      const summary = await reconcileOrders(deps, { atStart });
      if (summary.settled || summary.abandoned || summary.unavailable) {
        deps.log.info(summary, 'payments reconciled');
      }
    },
  };
}
