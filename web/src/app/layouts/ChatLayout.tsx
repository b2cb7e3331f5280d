import { RESTRICTED_ENTRY_WARNING_COUNTRIES } from '@community/contract';
import { Outlet } from 'react-router';
import { SiteEntryWarning } from '../../features/entry-warning/SiteEntryWarning.tsx';

/** Bare: the chat fills the screen; the entry warning only for NL and DE. */
export function ChatLayout() {
  return (
    <>
      <main id="main" className="app-main d-flex flex-column">
        <Outlet />
      </main>
      <SiteEntryWarning allowedCountries={RESTRICTED_ENTRY_WARNING_COUNTRIES} loggedIn={false} />
    </>
  );
}
