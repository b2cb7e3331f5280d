import type { Insertable, Selectable } from 'kysely';
import type { SandboxPayments } from '../../../db/tables.ts';
import { typed } from '../../../db/typed.ts';
import type { Sql } from '../../../platform/sql.ts';

/** A payment as the sandbox keeps it (table sandbox_payments: the provider's servers, never read by orders). */
export type SandboxPaymentRow = Selectable<SandboxPayments>;

const COLUMNS = [
  'id',
  'amount',
  'currency',
  'method',
  'description',
  'redirect_url',
  'webhook_url',
  'metadata',
  'status',
  'amount_refunded',
  'amount_charged_back',
  'created_at',
  'paid_at',
] as const;

export async function findSandboxPayment(sql: Sql, id: string): Promise<SandboxPaymentRow | undefined> {
  return typed(sql).selectFrom('sandbox_payments').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The newest payment made for the order since `createdSince` (by the order id in its metadata). */
export async function findSandboxPaymentOfOrder(
  sql: Sql,
  orderId: number,
  createdSince: Date,
): Promise<SandboxPaymentRow | undefined> {
  return typed(sql)
    .selectFrom('sandbox_payments')
    .select(COLUMNS)
    .where((eb) => eb(eb.ref('metadata', '->>').key('orderId'), '=', orderId))
    .where('created_at', '>=', createdSince)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSandboxPayment(sql: Sql, payment: Insertable<SandboxPayments>): Promise<void> {
  await typed(sql).insertInto('sandbox_payments').values(payment).execute();
}

/** A pending direct debit is collected. Answers the changed payment (none when it was not pending). */
export async function collectSandboxPayment(sql: Sql, id: string, now: Date): Promise<SandboxPaymentRow[]> {
  return typed(sql)
    .updateTable('sandbox_payments')
    .set({ status: 'paid', paid_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(COLUMNS)
    .execute();
}

/** The member's choice on the checkout page; only an open payment changes. */
export async function completeSandboxPayment(
  sql: Sql,
  id: string,
  outcome: 'paid' | 'failed' | 'canceled',
  now: Date,
): Promise<SandboxPaymentRow[]> {
  return typed(sql)
    .updateTable('sandbox_payments')
    .set({ status: outcome, paid_at: outcome === 'paid' ? now : null })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(COLUMNS)
    .execute();
}

/** As a provider does: only a payment still open at its checkout can be cancelled. */
export async function cancelOpenSandboxPayment(sql: Sql, id: string): Promise<SandboxPaymentRow[]> {
  return typed(sql)
    .updateTable('sandbox_payments')
    .set({ status: 'canceled' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(COLUMNS)
    .execute();
}

/** Raises the refunded or charged-back total of a paid payment, never past its amount. */
export async function reverseSandboxPayment(
  sql: Sql,
  column: 'amount_refunded' | 'amount_charged_back',
  id: string,
  amount: number,
): Promise<SandboxPaymentRow[]> {
  return typed(sql)
    .updateTable('sandbox_payments')
    .set((eb) =>
      column === 'amount_refunded'
        ? { amount_refunded: eb('amount_refunded', '+', amount) }
        : { amount_charged_back: eb('amount_charged_back', '+', amount) },
    )
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where((eb) =>
      eb(eb(eb('amount_refunded', '+', eb.ref('amount_charged_back')), '+', amount), '<=', eb.ref('amount')),
    )
    .returning(COLUMNS)
    .execute();
}

/** Expires payments still open since before `before`; answers them. */
export async function expireOpenSandboxPayments(sql: Sql, before: Date) {
  return typed(sql)
    .updateTable('sandbox_payments')
    .set({ status: 'expired' })
    .where('status', '=', 'open')
    .where('created_at', '<', before)
    .returning(['id', 'webhook_url'])
    .execute();
}

/** The sandbox refund made under an idempotency key, if any. */
export async function findSandboxRefund(sql: Sql, idempotencyKey: string) {
  return typed(sql)
    .selectFrom('sandbox_refunds')
    .select(['id', 'payment_id', 'amount'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * A refund through the API: raises the paid payment's refunded total (never past its amount) and records the refund
 * under its idempotency key, in one statement. Answers the payment, or undefined when it was not refunded.
 */
export async function refundSandboxPayment(
  sql: Sql,
  refund: { id: string; paymentId: string; amount: number; currency: string; idempotencyKey: string },
): Promise<{ id: string; webhook_url: string } | undefined> {
  return typed(sql)
    .with('refunded', (db) =>
      db
        .updateTable('sandbox_payments')
        .set((eb) => ({ amount_refunded: eb('amount_refunded', '+', refund.amount) }))
        .where('id', '=', refund.paymentId)
        .where('status', '=', 'paid')
        .where('currency', '=', refund.currency as SandboxPaymentRow['currency'])
        .where((eb) =>
          eb(
            eb(eb('amount_refunded', '+', eb.ref('amount_charged_back')), '+', refund.amount),
            '<=',
            eb.ref('amount'),
          ),
        )
        .returning(['id', 'webhook_url']),
    )
    .with('recorded', (db) =>
      db
        .insertInto('sandbox_refunds')
        .columns(['id', 'payment_id', 'amount', 'idempotency_key'])
        .expression((eb) =>
          eb
            .selectFrom('refunded')
            .select([
              eb.val(refund.id).as('id'),
              'refunded.id as payment_id',
              eb.val(refund.amount).as('amount'),
              eb.val(refund.idempotencyKey).as('idempotency_key'),
            ]),
        ),
    )
    .selectFrom('refunded')
    .select(['refunded.id', 'refunded.webhook_url'])
    .executeTakeFirst();
}
