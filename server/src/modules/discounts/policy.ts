import {
  type Currency,
  type PaymentMethod,
  TIME_BONUS_WINDOW_S,
  WELCOME_DISCOUNT_WINDOW_S,
} from '@community/contract';
import type { Limit } from '../../platform/rate-limits.ts';
import type { DiscountCodeRow } from './queries.ts';

/** Code lookups a member may make: plenty for typing a code, far too few to guess one by trying. */
export const DISCOUNT_LOOKUP_LIMIT: Limit = { max: 30, windowSeconds: 600 };
export const discountLookupKey = (memberId: number) => `discountcode:${memberId}`;

export type DiscountMember = { id: number; paidUser: boolean; signupDate: Date };

/** An inactive code, or another member's personal code, is answered as if it did not exist. */
export function codeExistsFor(code: DiscountCodeRow, memberId: number): boolean {
  return code.status === 'active' && (code.user_id === null || code.user_id === memberId);
}

/**
 * The unique scope of a reservation: a code valid once is held by one order of anyone, once_per_user by one
 * order of each member, an unlimited code by every order on its own.
 */
export function redemptionScope(
  code: Pick<DiscountCodeRow, 'id' | 'validity'>,
  memberId: number,
  orderId: number,
): string {
  if (code.validity === 'once') return `code:${code.id}`;
  if (code.validity === 'once_per_user') return `code:${code.id}:user:${memberId}`;
  return `order:${orderId}`;
}

/** The scope that, when held, means the code is used up for the member; none for an unlimited code. */
export function usedUpScope(
  code: Pick<DiscountCodeRow, 'id' | 'validity'>,
  memberId: number,
): string | undefined {
  if (code.validity === 'unlimited') return undefined;
  return redemptionScope(code, memberId, 0);
}

const MEMBER_WINDOW_S: Partial<Record<DiscountCodeRow['kind'], number>> = {
  time_bonus: TIME_BONUS_WINDOW_S,
  welcome: WELCOME_DISCOUNT_WINDOW_S,
};

/** The time bonus and the welcome code are for members who have not paid yet (SPEC §4, §6). */
export function forUnpaidOnly(code: Pick<DiscountCodeRow, 'kind'>): boolean {
  return code.kind in MEMBER_WINDOW_S;
}

/**
 * When the code ends for this member: its expiry, and for the time bonus and the welcome code the end of the
 * member's window after signup, whichever comes first; null when it never ends.
 */
export function codeEndsFor(
  code: Pick<DiscountCodeRow, 'kind' | 'expires_at'>,
  member: DiscountMember,
): Date | null {
  const windowSeconds = MEMBER_WINDOW_S[code.kind];
  const windowEnds =
    windowSeconds === undefined ? null : new Date(member.signupDate.getTime() + windowSeconds * 1000);
  if (!windowEnds) return code.expires_at;
  if (!code.expires_at) return windowEnds;
  return new Date(Math.min(code.expires_at.getTime(), windowEnds.getTime()));
}

export const endedAt = (ends: Date | null, now: Date) => ends !== null && now.getTime() >= ends.getTime();

type OrderFacts = {
  country: string | null;
  currency: Currency;
  listAmount: number;
  method: PaymentMethod;
  now: Date;
};

/** Whether the code applies to this order of this member (SPEC §3 fields; §4, §6 for the time bonus). */
export function appliesToOrder(code: DiscountCodeRow, member: DiscountMember, order: OrderFacts): boolean {
  if (forUnpaidOnly(code) && member.paidUser) return false;
  if (endedAt(codeEndsFor(code, member), order.now)) return false;
  if (code.country !== null && code.country !== order.country) return false;
  if (code.currency !== null && code.currency !== order.currency) return false;
  // With a currency the minimum is in it (checked above); without one, in the order's currency.
  if (code.minimum_order_value !== null && order.listAmount < code.minimum_order_value) return false;
  if (code.payment_methods !== null && !code.payment_methods.includes(order.method)) return false;
  return true;
}
