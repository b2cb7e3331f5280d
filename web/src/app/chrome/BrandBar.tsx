import type { ReactNode } from 'react';
import { Container, Navbar } from 'react-bootstrap';
import { Link } from 'react-router';
import { SiteLogo } from '../../components/SiteLogo.tsx';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';

/** The header bar with the site's logo linking home; the top bar and the lander add to it. */
export function BrandBar({ compact = false, children }: { compact?: boolean; children?: ReactNode }) {
  const settings = useCurrentSettings();
  return (
    <Navbar bg="white" className={compact ? 'border-bottom py-1' : 'border-bottom'} as="header">
      <Container>
        <Navbar.Brand as={Link} to="/" className="text-primary">
          <SiteLogo name={settings.name} />
        </Navbar.Brand>
        {children}
      </Container>
    </Navbar>
  );
}
