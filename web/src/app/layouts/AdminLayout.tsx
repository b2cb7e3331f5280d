import '../../styles/admin.scss';
import { WEB_ROUTES } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { SiteLogo } from '../../components/SiteLogo.tsx';
import { AdminNav } from '../../features/admin-shell/AdminNav.tsx';
import { StaffGate } from '../../features/admin-shell/StaffGate.tsx';
import { useSecondFactorExpiry } from '../../features/admin-shell/use-second-factor-expiry.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
import { SecondFactorStep } from '../../features/staff-auth/SecondFactorStep.tsx';
import { ErrorView } from '../../pages/error/ErrorView.tsx';

/**
 * The back office (issue 23): its own bar and navigation, for staff whose session confirmed the second factor.
 * Anyone else sees the 403 the server answered with this page, and nothing of the back office.
 */
export function AdminLayout() {
  const { t } = useTranslation(['admin-shell', 'translation']);
  const user = useCurrentUser();
  const settings = useCurrentSettings();
  useSecondFactorExpiry();
  if (!user?.moderator)
    return (
      <main id="main" className="app-main">
        <ErrorView status={403} message={t('translation:errors.staff_only')} />
      </main>
    );
  return (
    <div className="admin">
      <header className="admin-bar navbar border-bottom bg-body px-3">
        <Link to={WEB_ROUTES.admin} className="navbar-brand d-flex align-items-center gap-2">
          <SiteLogo name={settings.name} />
          <span className="fw-normal text-body-secondary">{t('adminShell.title')}</span>
        </Link>
        <Link to={WEB_ROUTES.index} className="small">
          {t('adminShell.toSite')}
        </Link>
      </header>
      <StaffGate
        confirm={(staff, hold) => (
          <main id="main" className="app-main">
            <SecondFactorStep staff={staff} hold={hold} />
          </main>
        )}
      >
        {(staff) => (
          <div className="d-md-flex">
            <aside className="admin-aside border-end px-2 py-3">
              <AdminNav role={staff.role} />
            </aside>
            <main id="main" className="app-main admin-main flex-grow-1 p-3 p-md-4">
              <Outlet context={staff} />
            </main>
          </div>
        )}
      </StaffGate>
    </div>
  );
}
