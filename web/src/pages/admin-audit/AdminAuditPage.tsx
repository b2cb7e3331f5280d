import { type AuditFilters, auditFiltersSchema } from '@community/contract';
import { Button, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { AuditEntryRow } from '../../features/admin-audit/AuditEntryRow.tsx';
import { AuditFilterForm } from '../../features/admin-audit/AuditFilterForm.tsx';
import { useAuditLog } from '../../features/admin-audit/audit-api.ts';
import { usePageTitle } from '../page-title.ts';

/** The filters in the page's address, so a search can be shared and survives a reload; a broken one is ignored. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const parsed = auditFiltersSchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : {};
}

/** /admin/audit: administrators search what staff did, newest first (decision 0054). */
export function AdminAuditPage() {
  const { t } = useTranslation('admin-audit');
  usePageTitle(t('adminAudit.title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <>
      <h1 className="h3">{t('adminAudit.title')}</h1>
      <AuditFilterForm
        key={params.toString()}
        filters={filters}
        onSearch={(next) => setParams(new URLSearchParams(next as Record<string, string>))}
      />
      {log.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{t('adminAudit.loading')}</span>
        </Spinner>
      ) : log.isError ? (
        <ErrorWithRetry
          error={log.error}
          onRetry={() => log.refetch()}
          retryLabel={t('adminAudit.retry')}
          layout="block"
        />
      ) : entries.length === 0 ? (
        <p>{t('adminAudit.empty')}</p>
      ) : (
        <>
          <Table size="sm" className="align-top admin-audit-table">
            <caption className="visually-hidden">{t('adminAudit.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminAudit.table.whenWho')}</th>
                <th scope="col">{t('adminAudit.table.what')}</th>
                <th scope="col" className="text-end">
                  {t('adminAudit.table.details')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </Table>
          {log.hasNextPage ? (
            <Button
              variant="outline-primary"
              disabled={log.isFetchingNextPage}
              onClick={() => log.fetchNextPage()}
            >
              {t('adminAudit.more')}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
