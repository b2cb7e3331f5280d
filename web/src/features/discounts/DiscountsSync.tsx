import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { currentUserQuery } from '../session/user-api.ts';
import { savePendingCode, setArrivalOutcome, takePendingCode } from './arrival-code.ts';
import { welcomeCodeQuery } from './discount-code-api.ts';
import { clearDiscountCode } from './discount-code-store.ts';
import { useTimeBonusSync } from './time-bonus.ts';
import { useApplyDiscountCode } from './use-apply-discount-code.ts';

/** Query parameters that carry a discount code; `code` only on /credits, where it cannot mean anything else. */
const CODE_PARAM = 'discountcode';
const CREDITS_CODE_PARAM = 'code';

/**
 * The member's discounts kept in step with the session (SPEC §3, §4, §7), mounted once above every layout:
 * the one time-bonus countdown, the welcome code loaded once for a member who has not paid (a failure is
 * ignored), a code from the address looked up and kept, and the kept code dropped on logout.
 */
export function DiscountsSync() {
  useTimeBonusSync();
  const session = useQuery(currentUserQuery());
  const user = session.data ?? null;
  const memberId = user?.id;
  const loggedOut = session.isSuccess && user === null;
  const apply = useApplyDiscountCode();

  useQuery({ ...welcomeCodeQuery(memberId ?? 0), enabled: user !== null && !user.paid_user });

  useEffect(() => {
    if (loggedOut) {
      clearDiscountCode();
      setArrivalOutcome(null);
    }
  }, [loggedOut]);

  const [params, setParams] = useSearchParams();
  const onCredits = useMatches().some((match) => match.id === 'credits');
  const fromAddress = params.get(CODE_PARAM) ?? (onCredits ? params.get(CREDITS_CODE_PARAM) : null);

  useEffect(() => {
    if (fromAddress === null) return;
    if (fromAddress.trim()) savePendingCode(fromAddress.trim());
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CODE_PARAM);
        if (onCredits) next.delete(CREDITS_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [fromAddress, onCredits, setParams]);

  useEffect(() => {
    if (memberId === undefined || fromAddress !== null) return;
    const code = takePendingCode();
    if (!code) return;
    apply(code).then(
      () => setArrivalOutcome({ code, applied: true }),
      (error: unknown) => setArrivalOutcome({ code, applied: false, error }),
    );
  }, [memberId, fromAddress, apply]);

  return null;
}
