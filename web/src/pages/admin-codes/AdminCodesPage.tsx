import { useId, useState } from 'react';
import { Alert, Form, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { CodeDetail } from '../../features/admin-codes/CodeDetail.tsx';
import { CodeList } from '../../features/admin-codes/CodeList.tsx';
import { CreateCodesForm } from '../../features/admin-codes/CreateCodesForm.tsx';
import { batchCsvUrl, useAdminCodes, useCreateCodes } from '../../features/admin-codes/codes-api.ts';
import { usePageTitle } from '../page-title.ts';

/** /admin/codes: discount codes, one at a time or in batches, with their uses (administrators). */
export function AdminCodesPage() {
  const { t, i18n } = useTranslation('admin-codes');
  const { t: common } = useTranslation();
  usePageTitle(t('adminCodes.title'));
  const id = useId();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const codes = useAdminCodes(search.trim());
  const create = useCreateCodes();
  const made = create.data;

  return (
    <>
      <h1 className="h3">{t('adminCodes.title')}</h1>
      <section aria-labelledby={`${id}-new`} className="mb-4">
        <h2 id={`${id}-new`} className="h5">
          {t('adminCodes.newTitle')}
        </h2>
        <CreateCodesForm busy={create.isPending} onCreate={(body) => create.mutate(body)} />
        <div aria-live="polite" className="mt-3">
          {create.isError ? <Alert variant="danger">{errorText(common, create.error)}</Alert> : null}
          {made ? (
            <Alert variant="success">
              {t('adminCodes.createdDone', { count: made.codes.length })}{' '}
              {made.batch_id ? (
                <Alert.Link href={batchCsvUrl(made.batch_id)} download>
                  {t('adminCodes.downloadCsv')}
                </Alert.Link>
              ) : (
                <code>{made.codes[0]?.code}</code>
              )}
            </Alert>
          ) : null}
        </div>
      </section>
      {open !== null ? <CodeDetail id={open} /> : null}
      {codes.data?.batches.length ? (
        <section aria-labelledby={`${id}-batches`} className="mb-4">
          <h2 id={`${id}-batches`} className="h5">
            {t('adminCodes.batchesTitle')}
          </h2>
          <ListGroup style={{ maxWidth: 560 }}>
            {codes.data.batches.map((batch) => (
              <ListGroup.Item key={batch.id} className="d-flex justify-content-between gap-2 flex-wrap">
                <span>
                  {t('adminCodes.batchLine', {
                    prefix: batch.prefix || '–',
                    count: batch.count,
                    date: new Date(batch.created_at).toLocaleDateString(i18n.language),
                  })}
                </span>
                <a
                  href={batchCsvUrl(batch.id)}
                  download
                  aria-label={t('adminCodes.downloadBatch', { id: batch.id })}
                >
                  {t('adminCodes.downloadCsv')}
                </a>
              </ListGroup.Item>
            ))}
          </ListGroup>
        </section>
      ) : null}
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="h5">
          {t('adminCodes.listTitle')}
        </h2>
        <Form.Group className="mb-2" style={{ maxWidth: 360 }}>
          <Form.Label htmlFor={`${id}-search`}>{t('adminCodes.search')}</Form.Label>
          <Form.Control
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Form.Group>
        {codes.isError ? <Alert variant="danger">{errorText(common, codes.error)}</Alert> : null}
        {codes.data ? <CodeList codes={codes.data.codes} onOpen={setOpen} /> : null}
      </section>
    </>
  );
}
