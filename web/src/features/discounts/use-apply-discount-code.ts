import type { DiscountCode } from '@community/contract';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { errorCode, errorText } from '../../components/error-text.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { lookupDiscountCode } from './discount-code-api.ts';
import { storeDiscountCode } from './discount-code-store.ts';

/** A code the server knows but that can no longer be used: it is not stored. */
class DiscountCodeExpired extends Error {
  constructor() {
    super('discount_code_expired');
  }
}

export function isUsable(discount: Pick<DiscountCode, 'expired' | 'expires' | 'status'>): boolean {
  if (discount.expired || discount.status !== 'active') return false;
  return discount.expires === null || Date.parse(discount.expires) > Date.now();
}

/** Looks a code up and keeps it as the member's discount code; rejects with the reason when it cannot be used. */
export function useApplyDiscountCode(): (code: string) => Promise<DiscountCode> {
  const memberId = useCurrentUser()?.id;
  return useCallback(
    async (code: string) => {
      if (memberId === undefined) throw new Error('not logged in');
      const discount = await lookupDiscountCode(code);
      if (!isUsable(discount)) throw new DiscountCodeExpired();
      storeDiscountCode(memberId, discount);
      return discount;
    },
    [memberId],
  );
}

/** What the member reads when a code cannot be applied: SPEC §5 "Code niet gevonden", "Code reeds gebruikt" … */
export function discountProblemText(t: TFunction, error: unknown): string {
  // errors.code_expired speaks of the code by SMS; a discount code that ran out has its own words.
  if (error instanceof DiscountCodeExpired || errorCode(error) === 'code_expired')
    return t('discounts.expired');
  return errorText(t, error);
}
