import type { ReactNode } from 'react';
import { Container, Navbar } from 'react-bootstrap';
import { Link } from 'react-router';
import { SiteLogo } from '../../components/SiteLogo.tsx';
import { memberHomePath } from '../../features/session/member-home.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';

/**
 * The header bar with the logo linking home (members: the member home); the top bar and lander add to it, the top
 * bar also before the logo (`leading`: the installed app's Back button).
 */
export function BrandBar({
  compact = false,
  leading,
  children,
}: {
  compact?: boolean;
  leading?: ReactNode;
  children?: ReactNode;
}) {
  const settings = useCurrentSettings();
  const loggedIn = useCurrentUser() !== null;
  return (
    <Navbar bg="white" className={compact ? 'border-bottom py-1' : 'border-bottom'} as="header" role="banner">
      <Container>
        {leading}
        <Navbar.Brand as={Link} to={loggedIn ? memberHomePath() : '/'} className="text-primary">
          <SiteLogo name={settings.name} iconOnlyOnPhones={loggedIn} />
        </Navbar.Brand>
        {children}
      </Container>
    </Navbar>
  );
}
