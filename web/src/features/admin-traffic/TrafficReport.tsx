import { DASHBOARD_TIME_ZONE } from '@community/contract';
import { useState } from 'react';
import { Alert, Form, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { useTrafficReport } from './traffic-api.ts';

/** A calendar day in the dashboard's time zone, `days` before today. */
function dayInZone(daysAgo: number): string {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE }).format(at);
}

/**
 * The back office's traffic report (issue 24, decision 0064): per network and sub id, the signups, activations
 * and (administrators only) first purchases of a period, the last 30 days to begin with.
 */
export function TrafficReport() {
  const { t, i18n } = useTranslation(['traffic', 'translation']);
  const [from, setFrom] = useState(() => dayInZone(29));
  const [to, setTo] = useState(() => dayInZone(0));
  const report = useTrafficReport(from, to);
  const count = new Intl.NumberFormat(i18n.language).format;
  const money = report.data?.rows.some((row) => row.first_purchases !== null) ?? false;
  return (
    <section aria-labelledby="traffic-report" className="mb-4">
      <h2 id="traffic-report" className="h5">
        {t('traffic.report.title')}
      </h2>
      <p className="small text-body-secondary">{t('traffic.report.intro', { zone: DASHBOARD_TIME_ZONE })}</p>
      <div className="d-flex flex-wrap gap-3 mb-2">
        <Form.Group controlId="traffic-report-from">
          <Form.Label className="small mb-0">{t('traffic.report.from')}</Form.Label>
          <Form.Control
            type="date"
            size="sm"
            value={from}
            max={to}
            onChange={(e) => e.target.value && setFrom(e.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="traffic-report-to">
          <Form.Label className="small mb-0">{t('traffic.report.to')}</Form.Label>
          <Form.Control
            type="date"
            size="sm"
            value={to}
            min={from}
            onChange={(e) => e.target.value && setTo(e.target.value)}
          />
        </Form.Group>
      </div>
      {report.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('traffic.report.loading')}</span>
        </Spinner>
      ) : report.isError ? (
        <Alert variant="danger">{errorText(t, report.error)}</Alert>
      ) : report.data.rows.length === 0 ? (
        <p>{t('traffic.report.empty')}</p>
      ) : (
        <Table responsive size="sm" striped>
          <caption className="visually-hidden">{t('traffic.report.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('traffic.report.network')}</th>
              <th scope="col">{t('traffic.report.subId')}</th>
              <th scope="col" className="text-end">
                {t('traffic.report.signups')}
              </th>
              <th scope="col" className="text-end">
                {t('traffic.report.activations')}
              </th>
              {money ? (
                <th scope="col" className="text-end">
                  {t('traffic.report.firstPurchases')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {report.data.rows.map((row) => (
              <tr key={`${row.network ?? ''} ${row.sub_id ?? ''}`}>
                <td>{row.network ?? t('traffic.report.direct')}</td>
                <td>{row.sub_id ?? '–'}</td>
                <td className="text-end">{count(row.signups)}</td>
                <td className="text-end">{count(row.activations)}</td>
                {money ? <td className="text-end">{count(row.first_purchases ?? 0)}</td> : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
