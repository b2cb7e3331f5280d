import { isBuiltRoute, type StaffRole, WEB_ROUTES } from '@community/contract';
import { Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ADMIN_SECTIONS } from './admin-sections.ts';

/** The back office's sections for this role: a column on wide screens, wrapping rows on a phone. */
export function AdminNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation('admin-shell');
  const sections = ADMIN_SECTIONS.filter(
    (section) => isBuiltRoute(section.route) && section.roles.includes(role),
  );
  return (
    <Nav as="nav" aria-label={t('adminShell.navLabel')} className="admin-nav flex-md-column">
      {sections.map((section) =>
        isBuiltRoute(section.route) ? (
          <Nav.Link key={section.route} as={NavLink} to={WEB_ROUTES[section.route]} end>
            {t(section.label)}
          </Nav.Link>
        ) : null,
      )}
    </Nav>
  );
}
