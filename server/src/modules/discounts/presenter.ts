import type { DiscountCode } from '@community/contract';
import type { DiscountCodeRow } from './queries.ts';

/** SPEC §3 discount code; `expires` is when it ends for this member (see policy.ts codeEndsFor). */
export function presentDiscountCode(
  code: DiscountCodeRow,
  ends: Date | null,
  expired: boolean,
): DiscountCode {
  return {
    code: code.code,
    country: code.country,
    user_id: code.user_id,
    expires: ends?.toISOString() ?? null,
    value_percentage: code.value_percentage,
    currency: code.currency,
    minimum_order_value: code.minimum_order_value,
    status: code.status,
    validity: code.validity,
    expired,
    paymentmethods: code.payment_methods,
  };
}
