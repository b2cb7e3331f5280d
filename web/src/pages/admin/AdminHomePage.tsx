import { isBuiltRoute, type StaffSession, WEB_ROUTES } from '@community/contract';
import { Suspense } from 'react';
import { Nav, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { DashboardView } from '../../features/admin-dashboard/DashboardView.tsx';
import { useDashboard } from '../../features/admin-dashboard/dashboard-api.ts';
import { ADMIN_SECTIONS } from '../../features/admin-shell/admin-sections.ts';
import { TrafficReport } from '../../features/admin-traffic/TrafficReport.tsx';
import { usePageTitle } from '../page-title.ts';

/** The sections for this role, as large buttons that wrap: on a phone the way on is one tap. */
function SectionLinks({ role }: { role: StaffSession['role'] }) {
  const { t } = useTranslation('admin-shell');
  const sections = ADMIN_SECTIONS.filter(
    (section) => section.route !== 'admin' && isBuiltRoute(section.route) && section.roles.includes(role),
  );
  if (sections.length === 0) return null;
  return (
    <Nav as="ul" className="gap-2 mb-4" aria-label={t('adminShell.navLabel')}>
      {sections.map((section) =>
        isBuiltRoute(section.route) ? (
          <Nav.Item as="li" key={section.route}>
            <Link to={WEB_ROUTES[section.route]} className="btn btn-outline-secondary">
              {t(section.label)}
            </Link>
          </Nav.Item>
        ) : null,
      )}
    </Nav>
  );
}

function Dashboard({ role }: { role: StaffSession['role'] }) {
  const { t } = useTranslation('admin-dashboard');
  const dashboard = useDashboard();
  if (dashboard.isPending)
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('adminDashboard.loading')}</span>
      </Spinner>
    );
  if (dashboard.isError)
    return (
      <ErrorWithRetry
        error={dashboard.error}
        onRetry={() => dashboard.refetch()}
        retryLabel={t('adminDashboard.retry')}
        layout="block"
      />
    );
  return (
    <>
      <DashboardView dashboard={dashboard.data} />
      {/* Traffic (decision 0064): an administrator's, as the dashboard's traffic figures (0059). */}
      {role === 'administrator' ? (
        <Suspense fallback={null}>
          <TrafficReport />
        </Suspense>
      ) : null}
    </>
  );
}

/** /admin: where the back office opens: its sections for the staff member's role, then the dashboard. */
export function AdminHomePage() {
  const { t } = useTranslation('admin-shell');
  const staff = useOutletContext<StaffSession>();
  usePageTitle(t('adminShell.title'));
  return (
    <>
      <h1 className="h3">{t('adminShell.title')}</h1>
      <p className="text-body-secondary">{t(`adminShell.role.${staff.role}`)}</p>
      <SectionLinks role={staff.role} />
      <Dashboard role={staff.role} />
    </>
  );
}
