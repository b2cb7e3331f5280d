import type { CreditPackage, Order } from '@community/contract';
import type { OrderRow } from './order-queries.ts';
import type { PackageRow } from './queries.ts';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function presentPackage(row: PackageRow): CreditPackage {
  return { id: row.id, credits: row.credits, price: row.price, currency: row.currency, popular: row.popular };
}

/** An order as its member sees it: no provider ids, checkout links or bookkeeping columns. */
export function presentOrder(row: OrderRow): Order {
  return {
    id: row.id,
    package_id: row.package_id,
    credits: row.credits,
    amount: row.amount,
    list_amount: row.list_amount,
    currency: row.currency,
    method: row.method,
    status: row.status,
    discount:
      row.discount_code !== null && row.discount_percentage !== null
        ? { code: row.discount_code, value_percentage: row.discount_percentage }
        : null,
    created_at: new Date(row.created_at).toISOString(),
    paid_at: iso(row.paid_at),
  };
}
