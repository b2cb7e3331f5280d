import { useCurrentUser } from '../session/use-current-user.ts';
import { ArrivalCodeNotice } from './ArrivalCodeNotice.tsx';
import { TimeBonusModal } from './TimeBonusModal.tsx';
import { WelcomeBonusBanner } from './WelcomeBonusBanner.tsx';

/** Above the page: the outcome of a code from the address, the welcome bonus banner and the time-bonus modal. */
export function DiscountNotices() {
  const loggedIn = useCurrentUser() !== null;
  if (!loggedIn) return null;
  return (
    <>
      <ArrivalCodeNotice />
      <WelcomeBonusBanner />
      <TimeBonusModal />
    </>
  );
}
