import { isBuiltRoute, type StaffSession, WEB_ROUTES } from '@community/contract';
import { ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { ADMIN_SECTIONS } from '../../features/admin-shell/admin-sections.ts';
import { usePageTitle } from '../page-title.ts';

/** /admin: where the back office opens, with its sections for the staff member's role. */
export function AdminHomePage() {
  const { t } = useTranslation('admin-shell');
  const staff = useOutletContext<StaffSession>();
  usePageTitle(t('adminShell.title'));
  const sections = ADMIN_SECTIONS.filter(
    (section) =>
      section.route !== 'admin' && isBuiltRoute(section.route) && section.roles.includes(staff.role),
  );
  return (
    <>
      <h1 className="h3">{t('adminShell.title')}</h1>
      <p className="text-body-secondary">{t(`adminShell.role.${staff.role}`)}</p>
      <ListGroup style={{ maxWidth: 480 }}>
        {sections.map((section) =>
          isBuiltRoute(section.route) ? (
            <ListGroup.Item key={section.route} action as={Link} to={WEB_ROUTES[section.route]}>
              {t(section.label)}
            </ListGroup.Item>
          ) : null,
        )}
      </ListGroup>
    </>
  );
}
