import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  WELCOME_DISCOUNT_CODE,
  WELCOME_DISCOUNT_PERCENTAGE,
} from '@community/contract';
import { type InferResult, sql as rawSql } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

function selectCodes(sql: Sql) {
  return typed(sql)
    .selectFrom('discount_codes')
    .select((eb) => [
      'id',
      'site_id',
      'code',
      'kind',
      'country',
      'user_id',
      'expires_at',
      // numeric comes from pg as a string: converted here, once.
      eb.cast<number>('value_percentage', 'float8').as('value_percentage'),
      'currency',
      'minimum_order_value',
      'status',
      'validity',
      'payment_methods',
    ]);
}

export type DiscountCodeRow = InferResult<ReturnType<typeof selectCodes>>[number];

/** The site's own code of that spelling (any case) before a code of every site. */
export async function findCode(sql: Sql, siteId: number, code: string): Promise<DiscountCodeRow | undefined> {
  return selectCodes(sql)
    .where((eb) =>
      eb.and([
        eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)]),
        eb(eb.fn('upper', ['code']), '=', eb.fn('upper', [eb.val(code)])),
      ]),
    )
    .orderBy('site_id', (order) => order.asc().nullsLast())
    .limit(1)
    .executeTakeFirst();
}

/** The member's welcome code: a personal one first, then the site's, then the one of every site. */
export async function findWelcomeCode(
  sql: Sql,
  siteId: number,
  memberId: number,
): Promise<DiscountCodeRow | undefined> {
  return selectCodes(sql)
    .where('kind', '=', 'welcome')
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)]))
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', memberId)]))
    .orderBy('user_id', (order) => order.asc().nullsLast())
    .orderBy('site_id', (order) => order.asc().nullsLast())
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Whether a reservation holds this scope (see policy.ts redemptionScope), other than one of `memberId`'s own
 * orders still open at the provider's checkout: a checkout the member left is given up for a new order.
 */
export async function scopeTaken(sql: Sql, scope: string, memberId: number): Promise<boolean> {
  const rows = await typed(sql)
    .selectFrom('discount_redemptions as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select((eb) => eb.lit(1).as('one'))
    .where('r.scope', '=', scope)
    .where((eb) => eb.not(eb.and([eb('o.user_id', '=', memberId), eb('o.status', '=', 'open')])))
    .execute();
  return rows.length > 0;
}

/**
 * A new order of the member takes the code over from the member's own orders still open at the checkout (left
 * without paying or cancelling): they are cancelled here and their reservations freed; answers their ids, so the
 * order call can cancel their checkouts at the provider once this transaction has committed. An order already
 * pending (money on its way) or paid keeps the code. The order rows are locked, so a webhook settling one at the
 * same moment comes first or after; money that still arrives for one is settled by redeemForPaidOrder.
 */
export async function takeOverAbandonedReservation(
  sql: Sql,
  scope: string,
  order: { id: number; userId: number },
): Promise<number[]> {
  const rows = await typed(sql)
    .with('abandoned', (db) =>
      db
        .updateTable('orders as o')
        .from('discount_redemptions as r')
        .set((eb) => ({ status: 'canceled', updated_at: eb.fn<Date>('now') }))
        .where('r.scope', '=', scope)
        .whereRef('r.order_id', '=', 'o.id')
        .where('o.user_id', '=', order.userId)
        .where('o.status', '=', 'open')
        .where('o.id', '<>', order.id)
        .returning('o.id'),
    )
    .with('released', (db) =>
      db
        .deleteFrom('discount_redemptions')
        .where('order_id', 'in', (eb) => eb.selectFrom('abandoned').select('abandoned.id')),
    )
    .selectFrom('abandoned')
    .select('abandoned.id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Reserves the scope for the order. A concurrent reservation of the same scope waits on the unique index
 * until the other transaction ends; then nothing is inserted (it committed) or this one wins (it rolled back).
 * Answers the order holding the scope: this one when it won.
 */
export async function insertRedemption(
  sql: Sql,
  r: { discountCodeId: number; userId: number; orderId: number; scope: string },
): Promise<number | undefined> {
  const inserted = await typed(sql)
    .insertInto('discount_redemptions')
    .values({ discount_code_id: r.discountCodeId, user_id: r.userId, order_id: r.orderId, scope: r.scope })
    .onConflict((conflict) => conflict.column('scope').doNothing())
    .returning('order_id')
    .executeTakeFirst();
  if (inserted) return inserted.order_id;
  const holder = await typed(sql)
    .selectFrom('discount_redemptions')
    .select('order_id')
    .where('scope', '=', r.scope)
    .executeTakeFirst();
  return holder?.order_id;
}

/** The reservation an order holds, locked until the transaction ends; undefined when it holds none. */
export async function lockOrderRedemption(sql: Sql, orderId: number): Promise<{ scope: string } | undefined> {
  return typed(sql)
    .selectFrom('discount_redemptions')
    .select('scope')
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The order holding a scope, with the reservation locked until the transaction ends; undefined when it is free.
 * The holder's order is read by a second statement: after waiting for the lock, a statement still sees the joined
 * rows as they were when it began, so a holder that was paid by the transaction we waited for would look unpaid.
 */
export async function lockScopeHolder(
  sql: Sql,
  scope: string,
): Promise<{ order_id: number; user_id: number; status: string } | undefined> {
  const locked = await typed(sql)
    .selectFrom('discount_redemptions')
    .select('order_id')
    .where('scope', '=', scope)
    .forUpdate()
    .executeTakeFirst();
  if (locked === undefined) return undefined;
  const order = await typed(sql)
    .selectFrom('orders')
    .select(['user_id', 'status'])
    .where('id', '=', locked.order_id)
    .executeTakeFirst();
  return order && { order_id: locked.order_id, ...order };
}

/** Hands a locked reservation to another order. */
export async function moveRedemption(sql: Sql, scope: string, orderId: number): Promise<void> {
  await typed(sql)
    .updateTable('discount_redemptions')
    .set({ order_id: orderId })
    .where('scope', '=', scope)
    .execute();
}

export async function findCodeValidity(
  sql: Sql,
  id: number,
): Promise<Pick<DiscountCodeRow, 'id' | 'validity'> | undefined> {
  return typed(sql)
    .selectFrom('discount_codes')
    .select(['id', 'validity'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteRedemption(sql: Sql, orderId: number): Promise<void> {
  await typed(sql).deleteFrom('discount_redemptions').where('order_id', '=', orderId).execute();
}

export async function findDiscountMember(sql: Sql, id: number) {
  return typed(sql)
    .selectFrom('users')
    .select(['id', 'site_id', 'paid_user', 'signup_date'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The codes every site has (SPEC §9 TIMEBONUS25, the welcome code), created when missing; an operator may
 * change or deactivate them afterwards, which later starts keep.
 */
export async function insertSystemCodes(sql: Sql): Promise<void> {
  // VALUES as a table (the builder has no such source): the codes, with what each one is.
  const systemCodes = rawSql<{ code: string; kind: 'time_bonus' | 'welcome'; percentage: string }>`(VALUES
    (${TIME_BONUS_CODE}::text, 'time_bonus', ${TIME_BONUS_PERCENTAGE}::numeric),
    (${WELCOME_DISCOUNT_CODE}::text, 'welcome', ${WELCOME_DISCOUNT_PERCENTAGE}::numeric))`.as<'c'>(
    rawSql`c (code, kind, percentage)`,
  );
  await typed(sql)
    .insertInto('discount_codes')
    .columns(['site_id', 'code', 'kind', 'value_percentage', 'validity'])
    .expression((db) =>
      db
        .selectFrom(systemCodes)
        .select((eb) => [
          eb.lit(null).as('site_id'),
          'c.code',
          'c.kind',
          'c.percentage',
          rawSql.lit('once_per_user').as('validity'),
        ])
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('discount_codes as d')
                .select(eb.lit(1).as('one'))
                .where('d.site_id', 'is', null)
                .where((inner) => inner(inner.fn('upper', ['d.code']), '=', inner.fn('upper', ['c.code']))),
            ),
          ),
        ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
