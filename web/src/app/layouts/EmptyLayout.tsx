import { Outlet } from 'react-router';
import { SiteEntryWarning } from '../../features/entry-warning/SiteEntryWarning.tsx';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { SignupModal } from '../../features/signup/SignupModal.tsx';

/** Only the page and the signup modal; the entry warning only for NL and DE. */
export function EmptyLayout() {
  const loggedIn = useCurrentUser() !== null;
  return (
    <>
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <SiteEntryWarning restricted loggedIn={loggedIn} />
      <SignupModal />
    </>
  );
}
