import type { MemberDataHook } from '../../platform/member-data.ts';
import type { Sql } from '../../platform/sql.ts';
import { findMemberOrders } from './order-queries.ts';
import { presentOrder } from './presenter.ts';

/**
 * For the data export: every order of the member, as they see it, with what was refunded or charged back. The
 * purge keeps orders (bookkeeping); they hold no personal data beyond the anonymous user id.
 */
async function exportMemberOrders(sql: Sql, memberId: number) {
  const rows = await findMemberOrders(sql, memberId, Number.MAX_SAFE_INTEGER);
  return rows.map((row) => ({
    ...presentOrder(row),
    country: row.country,
    refunded_amount: row.refunded_amount,
    charged_back_amount: row.charged_back_amount,
  }));
}

/** The payments module's part of the data export; the purge keeps orders for the bookkeeping. */
export const paymentsMemberData: MemberDataHook = {
  // Every order with its amounts, method and state (docs/payments.md).
  exportData: async (sql, memberId) => ({ orders: await exportMemberOrders(sql, memberId) }),
};
