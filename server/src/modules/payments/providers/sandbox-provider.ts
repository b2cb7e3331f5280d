import crypto from 'node:crypto';
import type { Clock } from '../../../platform/clock.ts';
import type { Sql } from '../../../platform/sql.ts';
import {
  type NewProviderRefund,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  ProviderUnavailableError,
} from './payment-provider.ts';
import {
  cancelOpenSandboxPayment,
  collectSandboxPayment,
  completeSandboxPayment,
  expireOpenSandboxPayments,
  findSandboxPayment,
  findSandboxPaymentOfOrder,
  findSandboxRefund,
  insertSandboxPayment,
  refundSandboxPayment,
  reverseSandboxPayment,
  type SandboxPaymentRow,
} from './sandbox-queries.ts';
import type { WebhookNotifier } from './webhook-notifier.ts';

type SandboxOutcome = 'paid' | 'failed' | 'canceled';

/** A direct debit is "collected" this long after it was created, then its webhook is called. */
const SANDBOX_COLLECT_DELAY_MS = 1_000;
/** An open checkout nobody finishes expires after this long (Mollie: 15 minutes to hours by method). */
export const SANDBOX_EXPIRY_MS = 60 * 60_000;
const EXPIRY_SWEEP_MS = 5 * 60_000;

/** The built-in sandbox provider, with what an operator or a test does in a real provider's dashboard. */
export type SandboxProvider = PaymentProvider & {
  readonly name: 'sandbox';
  find(id: string): Promise<SandboxPaymentRow | undefined>;
  /** The member's choice on the checkout page: only an open payment changes; then its webhook is called. */
  complete(id: string, outcome: SandboxOutcome): Promise<SandboxPaymentRow | undefined>;
  /**
   * A refund made in the provider's dashboard, not through our back office (raises amount_refunded); false when
   * there is not that much left.
   */
  dashboardRefund(id: string, amount: number): Promise<boolean>;
  /** A chargeback (a card dispute, a SEPA reversal weeks later): raises amount_charged_back. */
  chargeBack(id: string, amount: number): Promise<boolean>;
  /** Expires payments still open since before `before`, as a provider does with an abandoned checkout. */
  expireOpen(before: Date): Promise<number>;
  stop(): void;
};

function asProviderPayment(row: SandboxPaymentRow): ProviderPayment {
  const orderId = Number(row.metadata?.orderId);
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    amountRefunded: row.amount_refunded,
    amountChargedBack: row.amount_charged_back,
  };
}

/**
 * The default provider (DESIGN: payments): payments in its own table, a checkout page of its own
 * (/sandbox-checkout/<id>, sandbox-routes.ts) where the member completes, fails or cancels the payment, and
 * webhooks called over HTTP as a real provider would. No money is moved.
 */
export function createSandboxProvider(options: {
  sql: Sql;
  notifier: WebhookNotifier;
  clock: Clock;
  collectDelayMs?: number;
  /** Expires open payments older than this every few minutes; without it only `expireOpen` does. */
  expireAfterMs?: number;
}): SandboxProvider {
  const { sql, notifier, clock } = options;
  const collectDelay = options.collectDelayMs ?? SANDBOX_COLLECT_DELAY_MS;
  const timers = new Set<NodeJS.Timeout>();
  let sweep: NodeJS.Timeout | undefined;

  const find = (id: string) => findSandboxPayment(sql, id);

  /** Awaits a change; when it touched the payment, calls its webhook. */
  async function changeAndNotify(
    change: Promise<SandboxPaymentRow[]>,
  ): Promise<SandboxPaymentRow | undefined> {
    const rows = await change;
    for (const row of rows) notifier.notify(row.webhook_url, row.id);
    return rows[0];
  }

  function collectLater(id: string): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      changeAndNotify(collectSandboxPayment(sql, id, clock())).catch(() => {});
    }, collectDelay);
    timer.unref();
    timers.add(timer);
  }

  async function reverse(column: 'amount_refunded' | 'amount_charged_back', id: string, amount: number) {
    if (!Number.isSafeInteger(amount) || amount <= 0) return false;
    const row = await changeAndNotify(reverseSandboxPayment(sql, column, id, amount));
    return !!row;
  }

  /** The refund API: as a provider, once per idempotency key; a refusal throws, as Mollie's 422 does. */
  async function refund(input: NewProviderRefund): Promise<ProviderRefund> {
    const earlier = await findSandboxRefund(sql, input.idempotencyKey);
    if (earlier) return { id: earlier.id, amount: earlier.amount };
    const id = `sre_${crypto.randomBytes(9).toString('base64url')}`;
    const made =
      Number.isSafeInteger(input.amount) && input.amount > 0
        ? await refundSandboxPayment(sql, { id, ...input })
        : undefined;
    if (!made) {
      throw new ProviderUnavailableError(
        `The sandbox refused to refund ${input.amount} of ${input.paymentId}: not a paid payment with that much left`,
      );
    }
    notifier.notify(made.webhook_url, made.id);
    return { id, amount: input.amount };
  }

  async function expireOpen(before: Date): Promise<number> {
    const rows = await expireOpenSandboxPayments(sql, before);
    for (const row of rows) notifier.notify(row.webhook_url, row.id);
    return rows.length;
  }

  const expireAfter = options.expireAfterMs;
  if (expireAfter !== undefined) {
    // Every instance sweeps; the UPDATE hands each payment to one of them, so each webhook is called once.
    sweep = setInterval(() => {
      expireOpen(new Date(clock().getTime() - expireAfter)).catch(() => {});
    }, EXPIRY_SWEEP_MS);
    sweep.unref();
  }

  return {
    name: 'sandbox',
    async createPayment(payment) {
      const id = `sbx_${crypto.randomBytes(12).toString('base64url')}`;
      const directDebit = !!payment.directDebit;
      await insertSandboxPayment(sql, {
        id,
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method,
        description: payment.description,
        redirect_url: payment.redirectUrl,
        webhook_url: payment.webhookUrl,
        metadata: { orderId: payment.orderId, locale: payment.locale },
        status: directDebit ? 'pending' : 'open',
        created_at: clock(),
      });
      // A direct debit needs no checkout: it is collected (as if the bank had paid) and reported at once.
      if (directDebit) {
        collectLater(id);
        return { id, status: 'pending', checkoutUrl: null };
      }
      return {
        id,
        status: 'open',
        checkoutUrl: `${new URL(payment.redirectUrl).origin}/sandbox-checkout/${id}`,
      };
    },
    async getPayment(id) {
      const row = await find(id);
      return row && asProviderPayment(row);
    },
    async cancelPayment(id) {
      // As Mollie: only a payment still open at its checkout can be cancelled; its webhook is called.
      const cancelled = await changeAndNotify(cancelOpenSandboxPayment(sql, id));
      return !!cancelled || (await find(id))?.status === 'canceled';
    },
    async findPaymentOfOrder(orderId, createdSince) {
      const row = await findSandboxPaymentOfOrder(sql, orderId, createdSince);
      return row && asProviderPayment(row);
    },
    find,
    complete: (id, outcome) => changeAndNotify(completeSandboxPayment(sql, id, outcome, clock())),
    refund,
    dashboardRefund: (id, amount) => reverse('amount_refunded', id, amount),
    chargeBack: (id, amount) => reverse('amount_charged_back', id, amount),
    expireOpen,
    stop() {
      clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      notifier.stop();
    },
  };
}

export const isSandboxProvider = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox' && 'complete' in provider;
