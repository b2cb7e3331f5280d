import { type CurrentUser, WEB_ROUTES } from '@community/contract';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePhotoUrl } from '../photos/photo-url.ts';
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

/** The member's own main photo (in any status but rejected: it is theirs), else the icon. */
function AccountPicture({ user }: { user: CurrentUser }) {
  const photoUrl = usePhotoUrl();
  const main = user.profile.main_image;
  if (!main || main.status === 'rejected') return <PersonIcon />;
  // Decorative: the name beside it says whose account this is.
  return (
    <img
      src={photoUrl(main.thumb_filename)}
      alt=""
      width={28}
      height={28}
      className="rounded-circle object-fit-cover"
    />
  );
}

/**
 * The account dropdown of the top bar (SPEC §2): the main image thumbnail or an icon, the profile name, and
 * My profile, Settings and Logout. React-Bootstrap's dropdown opens with Enter or Space and is
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
        aria-label={user.profile.name}
        className="d-flex align-items-center gap-2 text-body text-decoration-none px-1"
      >
        <AccountPicture user={user} />
        {/* Below 576 px only the picture shows, so the top bar fits a 375 px phone; the label keeps the name. */}
        <span className="d-none d-sm-inline text-truncate" style={{ maxWidth: '12rem' }}>
          {user.profile.name}
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to={WEB_ROUTES.profile}>
          {t('nav.myProfile')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to={WEB_ROUTES.notifications}>
          {t('nav.settings')}
        </Dropdown.Item>
        {user.moderator && (
          <Dropdown.Item as={Link} to={WEB_ROUTES.admin}>
            {t('nav.backOffice')}
          </Dropdown.Item>
        )}
        <Dropdown.Divider />
        <Dropdown.Item as="button" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('nav.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
