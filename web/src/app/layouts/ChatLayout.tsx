import { Outlet } from 'react-router';
import { SiteEntryWarning } from '../../features/entry-warning/SiteEntryWarning.tsx';
import { useCurrentUser } from '../../features/session/use-current-user.ts';

/** Bare: the chat fills the screen; the entry warning only for NL and DE. */
export function ChatLayout() {
  const loggedIn = useCurrentUser() !== null;
  return (
    <>
      <main id="main" className="app-main d-flex flex-column">
        <Outlet />
      </main>
      <SiteEntryWarning restricted loggedIn={loggedIn} />
    </>
  );
}
