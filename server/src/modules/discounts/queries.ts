import {
  type Currency,
  type DiscountValidity,
  type PaymentMethod,
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  WELCOME_DISCOUNT_CODE,
  WELCOME_DISCOUNT_PERCENTAGE,
} from '@community/contract';
import type { Sql } from '../../platform/sql.ts';

type DiscountKind = 'code' | 'welcome' | 'time_bonus';

export type DiscountCodeRow = {
  id: number;
  site_id: number | null;
  code: string;
  kind: DiscountKind;
  country: string | null;
  user_id: number | null;
  expires_at: Date | null;
  value_percentage: number;
  currency: Currency | null;
  minimum_order_value: number | null;
  status: 'active' | 'inactive';
  validity: DiscountValidity;
  payment_methods: PaymentMethod[] | null;
};

// bigint ids come back as strings and numeric as a string from pg: cast and convert here, once.
const CODE_COLUMNS = `id::int AS id, site_id, code, kind, country, user_id::int AS user_id, expires_at,
  value_percentage::float8 AS value_percentage, currency, minimum_order_value, status, validity, payment_methods`;

/** The site's own code of that spelling (any case) before a code of every site. */
export async function findCode(sql: Sql, siteId: number, code: string): Promise<DiscountCodeRow | undefined> {
  const { rows } = await sql.query<DiscountCodeRow>(
    `SELECT ${CODE_COLUMNS} FROM discount_codes
     WHERE (site_id = $1 OR site_id IS NULL) AND upper(code) = upper($2)
     ORDER BY site_id NULLS LAST LIMIT 1`,
    [siteId, code],
  );
  return rows[0];
}

/** The member's welcome code: a personal one first, then the site's, then the one of every site. */
export async function findWelcomeCode(
  sql: Sql,
  siteId: number,
  memberId: number,
): Promise<DiscountCodeRow | undefined> {
  const { rows } = await sql.query<DiscountCodeRow>(
    `SELECT ${CODE_COLUMNS} FROM discount_codes
     WHERE kind = 'welcome' AND status = 'active' AND (site_id = $1 OR site_id IS NULL)
       AND (user_id IS NULL OR user_id = $2)
     ORDER BY user_id NULLS LAST, site_id NULLS LAST, id LIMIT 1`,
    [siteId, memberId],
  );
  return rows[0];
}

/**
 * Whether a reservation holds this scope (see policy.ts redemptionScope), other than one of `memberId`'s own
 * orders still open at the provider's checkout: a checkout the member left is given up for a new order.
 */
export async function scopeTaken(sql: Sql, scope: string, memberId: number): Promise<boolean> {
  const { rows } = await sql.query(
    `SELECT 1 FROM discount_redemptions r JOIN orders o ON o.id = r.order_id
     WHERE r.scope = $1 AND NOT (o.user_id = $2 AND o.status = 'open')`,
    [scope, memberId],
  );
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
  const { rows } = await sql.query<{ id: number }>(
    `WITH abandoned AS (
       UPDATE orders o SET status = 'canceled', updated_at = now()
       FROM discount_redemptions r
       WHERE r.scope = $1 AND r.order_id = o.id AND o.user_id = $2 AND o.status = 'open' AND o.id <> $3
       RETURNING o.id),
     released AS (DELETE FROM discount_redemptions WHERE order_id IN (SELECT id FROM abandoned))
     SELECT id::int AS id FROM abandoned`,
    [scope, order.userId, order.id],
  );
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
  const { rows } = await sql.query<{ order_id: number }>(
    `INSERT INTO discount_redemptions (discount_code_id, user_id, order_id, scope) VALUES ($1, $2, $3, $4)
     ON CONFLICT (scope) DO NOTHING RETURNING order_id::int AS order_id`,
    [r.discountCodeId, r.userId, r.orderId, r.scope],
  );
  if (rows[0]) return rows[0].order_id;
  const holder = await sql.query<{ order_id: number }>(
    'SELECT order_id::int AS order_id FROM discount_redemptions WHERE scope = $1',
    [r.scope],
  );
  return holder.rows[0]?.order_id;
}

/** The reservation an order holds, locked until the transaction ends; undefined when it holds none. */
export async function lockOrderRedemption(sql: Sql, orderId: number): Promise<{ scope: string } | undefined> {
  const { rows } = await sql.query<{ scope: string }>(
    'SELECT scope FROM discount_redemptions WHERE order_id = $1 FOR UPDATE',
    [orderId],
  );
  return rows[0];
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
  const locked = await sql.query<{ order_id: number }>(
    'SELECT order_id::int AS order_id FROM discount_redemptions WHERE scope = $1 FOR UPDATE',
    [scope],
  );
  const orderId = locked.rows[0]?.order_id;
  if (orderId === undefined) return undefined;
  const { rows } = await sql.query<{ user_id: number; status: string }>(
    'SELECT user_id::int AS user_id, status FROM orders WHERE id = $1',
    [orderId],
  );
  const order = rows[0];
  return order && { order_id: orderId, ...order };
}

/** Hands a locked reservation to another order. */
export async function moveRedemption(sql: Sql, scope: string, orderId: number): Promise<void> {
  await sql.query('UPDATE discount_redemptions SET order_id = $2 WHERE scope = $1', [scope, orderId]);
}

export async function findCodeValidity(
  sql: Sql,
  id: number,
): Promise<Pick<DiscountCodeRow, 'id' | 'validity'> | undefined> {
  const { rows } = await sql.query<Pick<DiscountCodeRow, 'id' | 'validity'>>(
    'SELECT id::int AS id, validity FROM discount_codes WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function deleteRedemption(sql: Sql, orderId: number): Promise<void> {
  await sql.query('DELETE FROM discount_redemptions WHERE order_id = $1', [orderId]);
}

type DiscountMemberRow = { id: number; site_id: number; paid_user: boolean; signup_date: Date };

export async function findDiscountMember(sql: Sql, id: number): Promise<DiscountMemberRow | undefined> {
  const { rows } = await sql.query<DiscountMemberRow>(
    'SELECT id::int AS id, site_id, paid_user, signup_date FROM users WHERE id = $1',
    [id],
  );
  return rows[0];
}

/**
 * The codes every site has (SPEC §9 TIMEBONUS25, the welcome code), created when missing; an operator may
 * change or deactivate them afterwards, which later starts keep.
 */
export async function insertSystemCodes(sql: Sql): Promise<void> {
  await sql.query(
    `INSERT INTO discount_codes (site_id, code, kind, value_percentage, validity)
     SELECT NULL, c.code, c.kind, c.percentage, 'once_per_user'
     FROM (VALUES ($1::text, 'time_bonus', $2::numeric), ($3::text, 'welcome', $4::numeric))
       AS c (code, kind, percentage)
     WHERE NOT EXISTS (
       SELECT 1 FROM discount_codes d WHERE d.site_id IS NULL AND upper(d.code) = upper(c.code))
     ON CONFLICT DO NOTHING`,
    [TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE, WELCOME_DISCOUNT_CODE, WELCOME_DISCOUNT_PERCENTAGE],
  );
}
