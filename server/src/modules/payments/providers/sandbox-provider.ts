import crypto from 'node:crypto';
import type { Currency, Language, PaymentMethod } from '@community/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Sql } from '../../../platform/sql.ts';
import type { PaymentProvider, ProviderPayment, ProviderPaymentStatus } from './payment-provider.ts';
import type { WebhookNotifier } from './webhook-notifier.ts';

/** A payment as the sandbox keeps it (table sandbox_payments: the provider's servers, never read by orders). */
export type SandboxPaymentRow = {
  id: string;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  description: string;
  redirect_url: string;
  webhook_url: string;
  metadata: { orderId: number; locale: Language };
  status: ProviderPaymentStatus;
  amount_refunded: number;
  amount_charged_back: number;
  created_at: Date;
  paid_at: Date | null;
};
export type SandboxOutcome = 'paid' | 'failed' | 'canceled';

/** A direct debit is "collected" this long after it was created, then its webhook is called. */
export const SANDBOX_COLLECT_DELAY_MS = 1_000;
/** An open checkout nobody finishes expires after this long (Mollie: 15 minutes to hours by method). */
export const SANDBOX_EXPIRY_MS = 60 * 60_000;
const EXPIRY_SWEEP_MS = 5 * 60_000;

/** The built-in sandbox provider, with what an operator or a test does in a real provider's dashboard. */
export type SandboxProvider = PaymentProvider & {
  readonly name: 'sandbox';
  find(id: string): Promise<SandboxPaymentRow | undefined>;
  /** The member's choice on the checkout page: only an open payment changes; then its webhook is called. */
  complete(id: string, outcome: SandboxOutcome): Promise<SandboxPaymentRow | undefined>;
  /** Refunds part or all of a paid payment (raises amount_refunded); false when there is not that much left. */
  refund(id: string, amount: number): Promise<boolean>;
  /** A chargeback (a card dispute, a SEPA reversal weeks later): raises amount_charged_back. */
  chargeBack(id: string, amount: number): Promise<boolean>;
  /** Expires payments still open since before `before`, as a provider does with an abandoned checkout. */
  expireOpen(before: Date): Promise<number>;
  stop(): void;
};

const COLUMNS = `id, amount, currency, method, description, redirect_url, webhook_url, metadata, status,
  amount_refunded, amount_charged_back, created_at, paid_at`;

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

  async function find(id: string): Promise<SandboxPaymentRow | undefined> {
    const { rows } = await sql.query<SandboxPaymentRow>(
      `SELECT ${COLUMNS} FROM sandbox_payments WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  /** Runs a change; when it touched the payment, calls its webhook. */
  async function changeAndNotify(
    statement: string,
    values: unknown[],
  ): Promise<SandboxPaymentRow | undefined> {
    const { rows } = await sql.query<SandboxPaymentRow>(`${statement} RETURNING ${COLUMNS}`, values);
    for (const row of rows) notifier.notify(row.webhook_url, row.id);
    return rows[0];
  }

  function collectLater(id: string): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      changeAndNotify(
        `UPDATE sandbox_payments SET status = 'paid', paid_at = $2 WHERE id = $1 AND status = 'pending'`,
        [id, clock()],
      ).catch(() => {});
    }, collectDelay);
    timer.unref();
    timers.add(timer);
  }

  async function reverse(column: 'amount_refunded' | 'amount_charged_back', id: string, amount: number) {
    if (!Number.isSafeInteger(amount) || amount <= 0) return false;
    const row = await changeAndNotify(
      `UPDATE sandbox_payments SET ${column} = ${column} + $2
       WHERE id = $1 AND status = 'paid' AND amount_refunded + amount_charged_back + $2 <= amount`,
      [id, amount],
    );
    return !!row;
  }

  async function expireOpen(before: Date): Promise<number> {
    const { rows } = await sql.query<{ id: string; webhook_url: string }>(
      `UPDATE sandbox_payments SET status = 'expired' WHERE status = 'open' AND created_at < $1
       RETURNING id, webhook_url`,
      [before],
    );
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
      await sql.query(
        `INSERT INTO sandbox_payments (id, amount, currency, method, description, redirect_url, webhook_url,
           metadata, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          id,
          payment.amount,
          payment.currency,
          payment.method,
          payment.description,
          payment.redirectUrl,
          payment.webhookUrl,
          { orderId: payment.orderId, locale: payment.locale },
          directDebit ? 'pending' : 'open',
          clock(),
        ],
      );
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
      const cancelled = await changeAndNotify(
        `UPDATE sandbox_payments SET status = 'canceled' WHERE id = $1 AND status = 'open'`,
        [id],
      );
      return !!cancelled || (await find(id))?.status === 'canceled';
    },
    async findPaymentOfOrder(orderId, createdSince) {
      const { rows } = await sql.query<SandboxPaymentRow>(
        `SELECT ${COLUMNS} FROM sandbox_payments WHERE metadata->>'orderId' = $1 AND created_at >= $2
         ORDER BY created_at DESC LIMIT 1`,
        [String(orderId), createdSince],
      );
      return rows[0] && asProviderPayment(rows[0]);
    },
    find,
    complete: (id, outcome) =>
      changeAndNotify(
        `UPDATE sandbox_payments SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN $3::timestamptz END
         WHERE id = $1 AND status = 'open'`,
        [id, outcome, clock()],
      ),
    refund: (id, amount) => reverse('amount_refunded', id, amount),
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
