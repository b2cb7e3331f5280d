import { Outlet, useSearchParams } from 'react-router';
import { SiteEntryWarning } from '../../features/entry-warning/SiteEntryWarning.tsx';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { SignupModal } from '../../features/signup/SignupModal.tsx';
import { BrandBar } from '../chrome/BrandBar.tsx';
import { Footer } from '../chrome/Footer.tsx';

/**
 * Small navbar with the logo, and the footer; a background band for design version 1 (`?v=1`). The signup modal
 * is here because every lander ends in the signup (decision 0061); its steps load only when it opens.
 */
export function LanderLayout() {
  const loggedIn = useCurrentUser() !== null;
  const [query] = useSearchParams();
  const designVersion = query.get('v') ?? '1';
  return (
    <>
      <BrandBar compact />
      <main
        id="main"
        className={`app-main ${designVersion === '1' ? 'app-lander-band' : ''}`}
        data-design-version={designVersion}
      >
        <Outlet />
      </main>
      <Footer />
      <SiteEntryWarning restricted loggedIn={loggedIn} />
      <SignupModal />
    </>
  );
}
