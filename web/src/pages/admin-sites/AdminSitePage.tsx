import { WEB_ROUTES } from '@community/contract';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { SiteForm } from '../../features/admin-sites/SiteForm.tsx';
import { settingsOf, useSite, useUpdateSite } from '../../features/admin-sites/sites-api.ts';
import { SitePostbacks } from '../../features/admin-traffic/SitePostbacks.tsx';
import { usePageTitle } from '../page-title.ts';
import { AdministratorsOnly } from './AdministratorsOnly.tsx';

function SiteEditor({ id }: { id: number }) {
  // Every text of the editor loads before it shows: nothing inside the form suspends (see SiteForm).
  const { t } = useTranslation(['admin-sites', 'partners', 'traffic']);
  const site = useSite(id);
  const update = useUpdateSite(id);
  usePageTitle(site.data ? t('adminSites.editTitle', { domain: site.data.domain }) : t('adminSites.title'));
  if (site.isPending)
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('adminSites.loading')}</span>
      </Spinner>
    );
  if (site.isError)
    return (
      <ErrorWithRetry error={site.error} onRetry={() => site.refetch()} retryLabel={t('adminSites.retry')} />
    );
  return (
    <>
      <h1 className="h3">{t('adminSites.editTitle', { domain: site.data.domain })}</h1>
      <p className="text-body-secondary">{t('adminSites.editIntro')}</p>
      {/* A new form for another site: its fields start from that site's settings. */}
      <SiteForm key={site.data.id} site={settingsOf(site.data)} send={(input) => update.mutateAsync(input)} />
      {/* Traffic (decision 0064): the networks' postbacks, saved on their own. */}
      <SitePostbacks key={`postbacks-${site.data.id}`} siteId={site.data.id} />
    </>
  );
}

/** /admin/sites/:id: every setting of one site, with a preview (administrators only). */
export function AdminSitePage() {
  const { t } = useTranslation('admin-sites');
  const { id } = useParams();
  return (
    <AdministratorsOnly>
      <p className="mb-2">
        <Link to={WEB_ROUTES['admin-sites']}>{t('adminSites.back')}</Link>
      </p>
      <SiteEditor id={Number(id)} />
    </AdministratorsOnly>
  );
}
