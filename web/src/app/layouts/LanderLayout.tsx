import { RESTRICTED_ENTRY_WARNING_COUNTRIES } from '@community/contract';
import { Container, Navbar } from 'react-bootstrap';
import { Link, Outlet, useSearchParams } from 'react-router';
import { SiteLogo } from '../../components/SiteLogo.tsx';
import { SiteEntryWarning } from '../../features/entry-warning/SiteEntryWarning.tsx';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
import { Footer } from '../chrome/Footer.tsx';

/** Small navbar with the logo, and the footer; a background band for design version 1 (`?v=1`). */
export function LanderLayout() {
  const settings = useCurrentSettings();
  const [query] = useSearchParams();
  const designVersion = query.get('v') ?? '1';
  return (
    <>
      <Navbar bg="white" className="border-bottom py-1" as="header">
        <Container>
          <Navbar.Brand as={Link} to="/" className="text-primary">
            <SiteLogo name={settings.name} />
          </Navbar.Brand>
        </Container>
      </Navbar>
      <main
        id="main"
        className={`app-main ${designVersion === '1' ? 'app-lander-band' : ''}`}
        data-design-version={designVersion}
      >
        <Outlet />
      </main>
      <Footer />
      <SiteEntryWarning allowedCountries={RESTRICTED_ENTRY_WARNING_COUNTRIES} loggedIn={false} />
    </>
  );
}
