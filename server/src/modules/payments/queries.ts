import type { Currency, OrderStatus, PaymentMethod } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';
import type { ProviderName } from './providers/payment-provider.ts';

export type PackageRow = {
  id: number;
  site_id: number;
  country: string | null;
  currency: Currency;
  credits: number;
  price: number;
  popular: boolean;
  active: boolean;
};

export type OrderRow = {
  id: number;
  site_id: number;
  user_id: number;
  client_id: string;
  package_id: number;
  credits: number;
  list_amount: number;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  country: string | null;
  discount_code_id: number | null;
  discount_code: string | null;
  discount_percentage: number | null;
  mandate_id: number | null;
  provider: ProviderName;
  provider_payment_id: string | null;
  checkout_url: string | null;
  status: OrderStatus;
  refunded_amount: number;
  charged_back_amount: number;
  credits_taken_back: number;
  /** Superseded, but its checkout may still be paid at the provider: reconciled until a final state (0010). */
  checkout_may_be_paid: boolean;
  created_at: Date;
  paid_at: Date | null;
};

/** What ordering needs of a member (the profile's country for the payment country). */
export type PayingMemberRow = {
  id: number;
  site_id: number;
  status: string;
  language: string;
  paid_user: boolean;
  signup_date: Date;
  direct_debit_blocked: boolean;
  profile_country: string | null;
};

const PACKAGE_COLUMNS = `id::int AS id, site_id, country, currency, credits, price, popular, active`;

/** The site's active packages for one payment country (null: the fallback packages), in their order. */
export async function findPackages(sql: Sql, siteId: number, country: string | null): Promise<PackageRow[]> {
  const { rows } = await sql.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM credit_packages
     WHERE site_id = $1 AND active AND country IS NOT DISTINCT FROM $2 ORDER BY position, id`,
    [siteId, country],
  );
  return rows;
}

/** The payment countries the site has active packages for; null stands for its fallback packages. */
export async function findPackageCountries(sql: Sql, siteId: number): Promise<Set<string | null>> {
  const { rows } = await sql.query<{ country: string | null }>(
    'SELECT DISTINCT country FROM credit_packages WHERE site_id = $1 AND active',
    [siteId],
  );
  return new Set(rows.map((row) => row.country));
}

export async function findPackage(sql: Sql, id: number): Promise<PackageRow | undefined> {
  const { rows } = await sql.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM credit_packages WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function findPayingMember(
  sql: Sql,
  id: number,
  lock = false,
): Promise<PayingMemberRow | undefined> {
  const { rows } = await sql.query<PayingMemberRow>(
    `SELECT u.id::int AS id, u.site_id, u.status, u.language, u.paid_user, u.signup_date, u.direct_debit_blocked,
       p.country AS profile_country
     FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = $1${lock ? ' FOR NO KEY UPDATE OF u' : ''}`,
    [id],
  );
  return rows[0];
}

const ORDER_COLUMNS = `o.id::int AS id, o.site_id, o.user_id::int AS user_id, o.client_id, o.package_id::int AS package_id,
  o.credits, o.list_amount, o.amount, o.currency, o.method, o.country, o.discount_code_id::int AS discount_code_id,
  d.code AS discount_code, o.discount_percentage::float8 AS discount_percentage, o.mandate_id::int AS mandate_id,
  o.provider, o.provider_payment_id, o.checkout_url, o.status, o.refunded_amount, o.charged_back_amount,
  o.credits_taken_back, o.checkout_may_be_paid, o.created_at, o.paid_at`;
const FROM_ORDERS = 'FROM orders o LEFT JOIN discount_codes d ON d.id = o.discount_code_id';

export async function findOrder(sql: Sql, id: number, lock = false): Promise<OrderRow | undefined> {
  const { rows } = await sql.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${FROM_ORDERS} WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [id],
  );
  return rows[0];
}

/** One of the member's own orders; undefined for anyone else's. */
export async function findMemberOrder(sql: Sql, memberId: number, id: number): Promise<OrderRow | undefined> {
  const { rows } = await sql.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${FROM_ORDERS} WHERE o.id = $1 AND o.user_id = $2`,
    [id, memberId],
  );
  return rows[0];
}

export async function findOrderByClientId(
  sql: Sql,
  memberId: number,
  clientId: string,
): Promise<OrderRow | undefined> {
  const { rows } = await sql.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${FROM_ORDERS} WHERE o.user_id = $1 AND o.client_id = $2`,
    [memberId, clientId],
  );
  return rows[0];
}

export async function findOrderByPayment(
  sql: Sql,
  provider: string,
  paymentId: string,
): Promise<OrderRow | undefined> {
  const { rows } = await sql.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${FROM_ORDERS} WHERE o.provider = $1 AND o.provider_payment_id = $2`,
    [provider, paymentId],
  );
  return rows[0];
}

/**
 * A payment the provider made for `orderId` although we never learned its id (the create call timed out after
 * the provider had made it): the id is recorded, once; answers the order when it was recorded now.
 */
export async function adoptPayment(
  sql: Sql,
  provider: string,
  orderId: number,
  paymentId: string,
): Promise<OrderRow | undefined> {
  const { rowCount } = await sql.query(
    `UPDATE orders SET provider_payment_id = $3, updated_at = now()
     WHERE id = $2 AND provider = $1 AND provider_payment_id IS NULL`,
    [provider, orderId, paymentId],
  );
  return rowCount ? findOrderByPayment(sql, provider, paymentId) : undefined;
}

/** The member's orders, newest first. */
export async function findMemberOrders(sql: Sql, memberId: number, limit: number): Promise<OrderRow[]> {
  const { rows } = await sql.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${FROM_ORDERS} WHERE o.user_id = $1 ORDER BY o.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows;
}

/** The member's last paid order (for the repeat order). */
export async function findLastPaidOrder(sql: Sql, memberId: number): Promise<OrderRow | undefined> {
  const { rows } = await sql.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${FROM_ORDERS} WHERE o.user_id = $1 AND o.status = 'paid' ORDER BY o.paid_at DESC, o.id DESC LIMIT 1`,
    [memberId],
  );
  return rows[0];
}

export type NewOrder = {
  siteId: number;
  userId: number;
  clientId: string;
  packageId: number;
  credits: number;
  listAmount: number;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  country: string | null;
  discountCodeId: number | null;
  discountPercentage: number | null;
  mandateId: number | null;
  provider: ProviderName;
  consentedAt: Date;
  now: Date;
};

/** Inserts an open order; undefined when the member already has an order with this client_id. */
export async function insertOrder(sql: Sql, order: NewOrder): Promise<number | undefined> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO orders (site_id, user_id, client_id, package_id, credits, list_amount, amount, currency, method,
       country, discount_code_id, discount_percentage, mandate_id, provider, delivery_consent_at, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $16, $15, $15)
     ON CONFLICT (user_id, client_id) DO NOTHING
     RETURNING id::int AS id`,
    [
      order.siteId,
      order.userId,
      order.clientId,
      order.packageId,
      order.credits,
      order.listAmount,
      order.amount,
      order.currency,
      order.method,
      order.country,
      order.discountCodeId,
      order.discountPercentage,
      order.mandateId,
      order.provider,
      order.now,
      order.consentedAt,
    ],
  );
  return rows[0]?.id;
}

/** Records the provider's payment; an order the webhook already moved on keeps its status. */
export async function setOrderPayment(
  sql: Sql,
  id: number,
  payment: { id: string; checkoutUrl: string | null; status: OrderStatus },
  now: Date,
): Promise<void> {
  await sql.query(
    `UPDATE orders SET provider_payment_id = $2, checkout_url = $3, updated_at = $5,
       status = CASE WHEN status = 'open' AND $4 = 'pending' THEN 'pending' ELSE status END
     WHERE id = $1`,
    [id, payment.id, payment.checkoutUrl, payment.status, now],
  );
}

/**
 * Orders a newer order superseded (cancelled in our books in this transaction): until the provider has
 * cancelled their checkouts they may still be paid, so reconciliation keeps asking about them.
 */
export async function markCheckoutsMayBePaid(sql: Sql, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await sql.query('UPDATE orders SET checkout_may_be_paid = true WHERE id = ANY($1)', [orderIds]);
}

/** The provider cancelled the order's checkout, or reported a final state of its payment: no more looks. */
export async function clearCheckoutMayBePaid(sql: Sql, orderId: number): Promise<void> {
  await sql.query('UPDATE orders SET checkout_may_be_paid = false WHERE id = $1 AND checkout_may_be_paid', [
    orderId,
  ]);
}

export async function setOrderStatus(sql: Sql, id: number, status: OrderStatus, now: Date): Promise<void> {
  await sql.query('UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now]);
}

/**
 * Direct-debit orders of the member in the window (SPEC §8 limit): those not failed, cancelled or expired.
 */
export async function countDirectDebitOrders(sql: Sql, memberId: number, since: Date): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM orders
     WHERE user_id = $1 AND method = 'sdd' AND status NOT IN ('failed', 'canceled', 'expired') AND created_at > $2`,
    [memberId, since],
  );
  return rows[0]?.count ?? 0;
}

export async function findDirectDebitLimit(sql: Sql, siteId: number): Promise<number> {
  const { rows } = await sql.query<{ direct_debit_limit: number }>(
    'SELECT direct_debit_limit FROM sites WHERE id = $1',
    [siteId],
  );
  return rows[0]?.direct_debit_limit ?? 0;
}
