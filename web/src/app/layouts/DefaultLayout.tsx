import { Outlet } from 'react-router';
import { DisabledNotificationsAlert } from '../../features/account/DisabledNotificationsAlert.tsx';
import { SiteEntryWarning } from '../../features/entry-warning/SiteEntryWarning.tsx';
import { FlashMessage } from '../../features/flash/FlashMessage.tsx';
import { AutoLike } from '../../features/likes/AutoLike.tsx';
import { MatchAnnouncer } from '../../features/likes/MatchAnnouncer.tsx';
import { PhotoDecisionNotices } from '../../features/photos/PhotoDecisionNotices.tsx';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { SignupModal } from '../../features/signup/SignupModal.tsx';
import { Disclaimer } from '../chrome/Disclaimer.tsx';
import { Footer } from '../chrome/Footer.tsx';
import { MemberPrompts } from '../chrome/MemberPrompts.tsx';
import { TopBar } from '../chrome/TopBar.tsx';

/** Top navigation, page, footer, disclaimer and the site-entry warning (for visitors from any country, SPEC §2). */
export function DefaultLayout() {
  const loggedIn = useCurrentUser() !== null;
  return (
    <>
      <TopBar />
      <main id="main" className="app-main">
        <FlashMessage />
        <PhotoDecisionNotices />
        <DisabledNotificationsAlert />
        <MemberPrompts />
        <Outlet />
      </main>
      <Footer />
      <Disclaimer />
      <SiteEntryWarning loggedIn={loggedIn} />
      <SignupModal />
      {loggedIn && <AutoLike />}
      {loggedIn && <MatchAnnouncer />}
    </>
  );
}
