import { WEB_ROUTES } from '@community/contract';
import { Badge, ListGroup, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { NewSiteForm } from '../../features/admin-sites/NewSiteForm.tsx';
import { useSites } from '../../features/admin-sites/sites-api.ts';
import { usePageTitle } from '../page-title.ts';
import { AdministratorsOnly } from './AdministratorsOnly.tsx';

function SitesList() {
  const { t } = useTranslation('admin-sites');
  const sites = useSites();
  if (sites.isPending)
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('adminSites.loading')}</span>
      </Spinner>
    );
  if (sites.isError)
    return (
      <ErrorWithRetry
        error={sites.error}
        onRetry={() => sites.refetch()}
        retryLabel={t('adminSites.retry')}
      />
    );
  return (
    <>
      <ListGroup className="mb-4" style={{ maxWidth: 720 }}>
        {sites.data.map((site) => (
          <ListGroup.Item
            key={site.id}
            action
            as={Link}
            to={generatePath(WEB_ROUTES['admin-sites-id'], { id: String(site.id) })}
            className="d-flex flex-wrap justify-content-between align-items-center gap-2"
          >
            <span>
              <span className="fw-semibold">{site.domain}</span>
              <span className="text-body-secondary"> – {site.name}</span>
            </span>
            <span className="d-flex gap-2 align-items-center">
              <span className="small text-body-secondary">{site.domain_language}</span>
              {site.is_default ? <Badge bg="secondary">{t('adminSites.default')}</Badge> : null}
            </span>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <NewSiteForm sites={sites.data} />
    </>
  );
}

/** /admin/sites: every domain, and a new one (administrators only). */
export function AdminSitesPage() {
  const { t } = useTranslation('admin-sites');
  usePageTitle(t('adminSites.title'));
  return (
    <AdministratorsOnly>
      <h1 className="h3">{t('adminSites.title')}</h1>
      <p className="text-body-secondary">{t('adminSites.intro')}</p>
      <SitesList />
    </AdministratorsOnly>
  );
}
