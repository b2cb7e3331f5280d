import {
  COMPLAINT_KINDS,
  COMPLAINT_STATUSES,
  type ComplaintKind,
  type ComplaintStatus,
} from '@community/contract';
import { Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { useComplaintsQueue } from '../../features/admin-complaints/admin-complaints-api.ts';
import { ComplaintTable } from '../../features/admin-complaints/ComplaintTable.tsx';
import { useAge } from '../../features/admin-complaints/use-age.ts';
import { usePageTitle } from '../page-title.ts';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** /admin/complaints: the queue with its counts and ages, filtered by status and kind (kept in the address). */
export function AdminComplaintsPage() {
  const { t } = useTranslation(['admin-complaints', 'translation']);
  usePageTitle(t('adminComplaints.title'));
  const age = useAge();
  const [params, setParams] = useSearchParams();
  const status = params.has('status') ? oneOf(COMPLAINT_STATUSES, params.get('status')) : 'open';
  const kind = oneOf(COMPLAINT_KINDS, params.get('kind'));
  const queue = useComplaintsQueue({ status, kind });
  const choose = (name: 'status' | 'kind', value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    if (!value && name === 'kind') next.delete('kind');
    setParams(next, { replace: true });
  };

  return (
    <>
      <h1 className="h3">{t('adminComplaints.title')}</h1>
      {queue.data && (
        <Row xs={1} sm={3} className="g-2 mb-3">
          {COMPLAINT_STATUSES.map((each: ComplaintStatus) => (
            <Col key={each}>
              <Card body>
                <div className="small text-body-secondary">{t(`adminComplaints.status.${each}`)}</div>
                <div className="fs-4 fw-bold">{queue.data.counts[each].count}</div>
                {each !== 'resolved' && queue.data.counts[each].oldest_at && (
                  <div className="small">
                    {t('adminComplaints.oldest', { age: age(queue.data.counts[each].oldest_at as string) })}
                  </div>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Form className="d-flex flex-wrap gap-3 mb-3" onSubmit={(event) => event.preventDefault()}>
        <Form.Group controlId="complaints-status">
          <Form.Label className="small mb-0">{t('adminComplaints.filters.status')}</Form.Label>
          <Form.Select
            size="sm"
            value={status ?? ''}
            onChange={(event) => choose('status', event.target.value)}
          >
            <option value="">{t('adminComplaints.filters.all')}</option>
            {COMPLAINT_STATUSES.map((each) => (
              <option key={each} value={each}>
                {t(`adminComplaints.status.${each}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="complaints-kind">
          <Form.Label className="small mb-0">{t('adminComplaints.filters.kind')}</Form.Label>
          <Form.Select size="sm" value={kind ?? ''} onChange={(event) => choose('kind', event.target.value)}>
            <option value="">{t('adminComplaints.filters.all')}</option>
            {COMPLAINT_KINDS.map((each: ComplaintKind) => (
              <option key={each} value={each}>
                {t(`complaints.kinds.${each}`, { ns: 'translation' })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Form>
      {queue.isPending ? (
        <Spinner animation="border" role="status" aria-label={t('adminComplaints.loading')} />
      ) : queue.isError ? (
        <ErrorWithRetry error={queue.error} onRetry={queue.refetch} retryLabel={t('adminComplaints.retry')} />
      ) : (
        <ComplaintTable complaints={queue.data.complaints} caption={t('adminComplaints.title')} />
      )}
    </>
  );
}
