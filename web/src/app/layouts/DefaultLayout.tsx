import { Outlet } from 'react-router';
import { DisabledNotificationsAlert } from '../../features/account/DisabledNotificationsAlert.tsx';
import { DiscountNotices } from '../../features/discounts/DiscountNotices.tsx';
import { SiteEntryWarning } from '../../features/entry-warning/SiteEntryWarning.tsx';
import { FlashMessage } from '../../features/flash/FlashMessage.tsx';
import { AutoLike } from '../../features/likes/AutoLike.tsx';
import { MatchAnnouncer } from '../../features/likes/MatchAnnouncer.tsx';
import { PhotoDecisionNotices } from '../../features/photos/PhotoDecisionNotices.tsx';
import { ProfilePhotoAlert } from '../../features/profile/ProfilePhotoAlert.tsx';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
import { ActivationReminder } from '../../features/signup/ActivationReminder.tsx';
import { SignupModal } from '../../features/signup/SignupModal.tsx';
import { Disclaimer } from '../chrome/Disclaimer.tsx';
import { Footer } from '../chrome/Footer.tsx';
import { TopBar } from '../chrome/TopBar.tsx';

/** Top navigation, page, footer, disclaimer and the site-entry warning (limited to the site's countries, if any). */
export function DefaultLayout() {
  const loggedIn = useCurrentUser() !== null;
  const settings = useCurrentSettings();
  return (
    <>
      <TopBar />
      <main id="main" className="app-main">
        <ActivationReminder />
        <FlashMessage />
        <PhotoDecisionNotices />
        <DisabledNotificationsAlert />
        <ProfilePhotoAlert />
        <DiscountNotices />
        <Outlet />
      </main>
      <Footer />
      <Disclaimer />
      <SiteEntryWarning allowedCountries={settings.countries} loggedIn={loggedIn} />
      <SignupModal />
      {loggedIn && <AutoLike />}
      {loggedIn && <MatchAnnouncer />}
    </>
  );
}
