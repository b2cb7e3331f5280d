import { Outlet } from 'react-router';
import { SiteEntryWarning } from '../../features/entry-warning/SiteEntryWarning.tsx';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
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
        <Outlet />
      </main>
      <Footer />
      <Disclaimer />
      <SiteEntryWarning allowedCountries={settings.countries} loggedIn={loggedIn} />
    </>
  );
}
