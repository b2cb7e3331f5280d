import { Card, Col, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { DailyChart } from './DailyChart.tsx';
import type { DashboardFigures } from './dashboard-api.ts';
import { formats } from './formats.ts';

type Format = ReturnType<typeof formats>;

function Figure({ label, today, month }: { label: string; today: string; month: string }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <Col>
      <Card className="h-100">
        <Card.Body className="py-2">
          <h3 className="h6 text-body-secondary mb-1">{label}</h3>
          <p className="fs-4 fw-semibold mb-0">{today}</p>
          <p className="small text-body-secondary mb-0">{t('adminDashboard.inMonth', { value: month })}</p>
        </Card.Body>
      </Card>
    </Col>
  );
}

function Queues({ dashboard, format, now }: { dashboard: DashboardFigures; format: Format; now: Date }) {
  const { t } = useTranslation('admin-dashboard');
  const { inbox } = dashboard;
  if (dashboard.queues.length === 0 && !inbox) return null;
  return (
    <section aria-labelledby="dashboard-queues" className="mb-4">
      <h2 id="dashboard-queues" className="h5">
        {t('adminDashboard.queues.title')}
      </h2>
      <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-2">
        {dashboard.queues.map((queue) => (
          <li key={queue.queue} className="col">
            <Card body className="h-100">
              <span className="d-block text-body-secondary small">
                {t(`adminDashboard.queues.${queue.queue}`)}
              </span>
              <span className="fs-4 fw-semibold">{format.count(queue.open)}</span>
              {queue.oldest_at ? (
                <span className="d-block small">
                  {t('adminDashboard.queues.oldest', { since: format.since(queue.oldest_at, now) })}
                </span>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      {inbox ? (
        <Table responsive size="sm" className="mt-2" style={{ maxWidth: 640 }}>
          <caption className="caption-top">{t('adminDashboard.inbox.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminDashboard.period')}</th>
              <th scope="col" className="text-end">
                {t('adminDashboard.inbox.answered')}
              </th>
              <th scope="col" className="text-end">
                {t('adminDashboard.inbox.median')}
              </th>
              <th scope="col" className="text-end">
                {t('adminDashboard.inbox.p90')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(['today', 'last_30_days'] as const).map((period) => (
              <tr key={period}>
                <th scope="row">{t(`adminDashboard.${period}`)}</th>
                <td className="text-end">{format.count(inbox[period].answered)}</td>
                <td className="text-end">{duration(format, inbox[period].median_answer_seconds)}</td>
                <td className="text-end">{duration(format, inbox[period].p90_answer_seconds)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </section>
  );
}

const duration = (format: Format, seconds: number | null) =>
  seconds === null ? '–' : format.duration(seconds);

function Traffic({ traffic, format }: { traffic: NonNullable<DashboardFigures['traffic']>; format: Format }) {
  const { t } = useTranslation('admin-dashboard');
  const key = (row: { network: string | null; sub_id: string | null }) => `${row.network}\n${row.sub_id}`;
  const today = new Map(traffic.today.map((row) => [key(row), row]));
  return (
    <Table responsive size="sm" className="mb-4">
      <caption className="caption-top">{t('adminDashboard.traffic.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('adminDashboard.traffic.network')}</th>
          <th scope="col">{t('adminDashboard.traffic.subId')}</th>
          <th scope="col" className="text-end">
            {t('adminDashboard.traffic.signupsToday')}
          </th>
          <th scope="col" className="text-end">
            {t('adminDashboard.traffic.signupsMonth')}
          </th>
          <th scope="col" className="text-end">
            {t('adminDashboard.traffic.firstToday')}
          </th>
          <th scope="col" className="text-end">
            {t('adminDashboard.traffic.firstMonth')}
          </th>
        </tr>
      </thead>
      <tbody>
        {traffic.last_30_days.map((row) => (
          <tr key={key(row)}>
            <td>{row.network ?? t('adminDashboard.traffic.none')}</td>
            <td>{row.sub_id ?? '–'}</td>
            <td className="text-end">{format.count(today.get(key(row))?.signups ?? 0)}</td>
            <td className="text-end">{format.count(row.signups)}</td>
            <td className="text-end">{format.count(today.get(key(row))?.first_purchases ?? 0)}</td>
            <td className="text-end">{format.count(row.first_purchases)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The dashboard's figures: today beside the last 30 days, the queues, the charts, the money and traffic. */
export function DashboardView({ dashboard }: { dashboard: DashboardFigures }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const format = formats(i18n.language);
  const now = new Date(dashboard.generated_at);
  const { money, traffic } = dashboard;
  const revenueOf = (lines: ReadonlyArray<{ currency: string; amount: number }>) =>
    lines.length === 0
      ? format.money(0, 'EUR')
      : lines.map((line) => format.money(line.amount, line.currency)).join(' · ');
  // The chart shows the currency with the most revenue over the 30 days.
  const mainCurrency = [...(money?.last_30_days.revenue ?? [])].sort((a, b) => b.amount - a.amount)[0]
    ?.currency;
  return (
    <>
      <section aria-labelledby="dashboard-figures" className="mb-4">
        <h2 id="dashboard-figures" className="h5">
          {t('adminDashboard.figuresTitle')}
        </h2>
        <Row xs={2} md={3} xl={money ? 5 : 3} className="g-2">
          {(['signups', 'activations', 'messages'] as const).map((figure) => (
            <Figure
              key={figure}
              label={t(`adminDashboard.figures.${figure}`)}
              today={format.count(dashboard.today[figure])}
              month={format.count(dashboard.last_30_days[figure])}
            />
          ))}
          {money ? (
            <>
              <Figure
                label={t('adminDashboard.figures.firstPurchases')}
                today={format.count(money.today.first_purchases)}
                month={format.count(money.last_30_days.first_purchases)}
              />
              <Figure
                label={t('adminDashboard.figures.revenue')}
                today={revenueOf(money.today.revenue)}
                month={revenueOf(money.last_30_days.revenue)}
              />
            </>
          ) : null}
        </Row>
      </section>
      <Queues dashboard={dashboard} format={format} now={now} />
      <section aria-labelledby="dashboard-days" className="mb-4">
        <h2 id="dashboard-days" className="h5">
          {t('adminDashboard.daysTitle')}
        </h2>
        <Row xs={1} lg={2}>
          <Col>
            <DailyChart
              title={t('adminDashboard.figures.signups')}
              days={dashboard.days.map((day) => ({ date: day.date, value: day.signups }))}
              format={format.count}
              dayLabel={format.day}
            />
          </Col>
          {mainCurrency ? (
            <Col>
              <DailyChart
                title={t('adminDashboard.revenueIn', { currency: mainCurrency })}
                days={dashboard.days.map((day) => ({
                  date: day.date,
                  value: day.revenue?.find((line) => line.currency === mainCurrency)?.amount ?? 0,
                }))}
                format={(minor) => format.money(minor, mainCurrency)}
                dayLabel={format.day}
              />
            </Col>
          ) : null}
        </Row>
      </section>
      {traffic ? <Traffic traffic={traffic} format={format} /> : null}
      <p className="small text-body-secondary">
        {t('adminDashboard.computed', { zone: dashboard.time_zone, domain: dashboard.site.domain })}
      </p>
    </>
  );
}
