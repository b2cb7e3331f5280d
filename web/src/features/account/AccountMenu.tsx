import { type CurrentUser, isBuiltRoute, WEB_ROUTES } from '@community/contract';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../session/logout-api.ts';

function PersonIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M11 6a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
      <path
        fillRule="evenodd"
        d="M0 8a8 8 0 1 1 16 0A8 8 0 0 1 0 8Zm8-7a7 7 0 0 0-5.47 11.37C3.2 11.3 4.6 10 8 10s4.8 1.3 5.47 2.37A7 7 0 0 0 8 1Z"
      />
    </svg>
  );
}

/**
 * The account dropdown of the top bar (SPEC §2): the main image thumbnail or an icon, the profile name, and
 * My profile (once built), Settings and Logout. React-Bootstrap's dropdown opens with Enter or Space and is
 * walked with the arrow keys.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        id="account-dropdown"
        className="d-flex align-items-center gap-2 text-body text-decoration-none px-1"
      >
        <PersonIcon />
        <span className="text-truncate" style={{ maxWidth: 'min(30vw, 12rem)' }}>
          {user.profile.name}
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {isBuiltRoute('profile') && (
          <Dropdown.Item as={Link} to="/profile">
            {t('nav.myProfile')}
          </Dropdown.Item>
        )}
        <Dropdown.Item as={Link} to={WEB_ROUTES.notifications}>
          {t('nav.settings')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('nav.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
