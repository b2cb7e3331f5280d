import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** The member's balance and debt, with the member's row locked until the transaction ends. */
export async function lockMemberBalance(
  sql: Sql,
  userId: number,
): Promise<{ credits: number; credit_debt: number }> {
  return typed(sql)
    .selectFrom('users')
    .select(['credits', 'credit_debt'])
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

export async function markOrderPaid(sql: Sql, orderId: number, now: Date): Promise<void> {
  await typed(sql)
    .updateTable('orders')
    .set({ status: 'paid', paid_at: now, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

/** A paid order: the member is premium for good, and `paidOff` credits of their debt are paid. */
export async function markMemberPaid(sql: Sql, userId: number, paidOff: number, now: Date): Promise<void> {
  await typed(sql)
    .updateTable('users')
    .set((eb) => ({ paid_user: true, credit_debt: eb('credit_debt', '-', paidOff), updated_at: now }))
    .where('id', '=', userId)
    .execute();
}

/** The order's discount was withheld: it records the credits it granted instead (decision 0026). */
export async function withholdOrderDiscount(sql: Sql, orderId: number, credits: number): Promise<void> {
  await typed(sql)
    .updateTable('orders')
    .set({ credits, discount_withheld: true })
    .where('id', '=', orderId)
    .execute();
}

/**
 * A refund or chargeback of the member: the credits it could not take back become debt, the account is flagged
 * ('chargeback' wins over 'refund'), and a chargeback blocks direct debit.
 */
export async function recordMemberTakeBack(
  sql: Sql,
  userId: number,
  takeBack: { kind: 'refund' | 'chargeback'; debt: number; now: Date },
): Promise<void> {
  await typed(sql)
    .updateTable('users')
    .set((eb) => ({
      credit_debt: eb('credit_debt', '+', takeBack.debt),
      ...(takeBack.kind === 'chargeback'
        ? { payment_flag: 'chargeback', direct_debit_blocked: true }
        : {
            payment_flag: eb
              .case()
              .when('payment_flag', '=', 'chargeback')
              .then('chargeback')
              .else('refund')
              .end(),
          }),
      updated_at: takeBack.now,
    }))
    .where('id', '=', userId)
    .execute();
}

/** The order's new refund or chargeback total and the credits taken back for it so far. */
export async function recordOrderTakeBack(
  sql: Sql,
  orderId: number,
  takeBack: { kind: 'refund' | 'chargeback'; total: number; creditsTakenBack: number; now: Date },
): Promise<void> {
  const total =
    takeBack.kind === 'refund'
      ? { refunded_amount: takeBack.total }
      : { charged_back_amount: takeBack.total };
  await typed(sql)
    .updateTable('orders')
    .set({ ...total, credits_taken_back: takeBack.creditsTakenBack, updated_at: takeBack.now })
    .where('id', '=', orderId)
    .execute();
}
