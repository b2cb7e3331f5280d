import { Alert, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { formatMoney } from '../credits/money.ts';
import { useAdminOrder } from './orders-api.ts';
import { RefundForm } from './RefundForm.tsx';

/** One order: what was bought and paid, its ledger entries, its refunds, and a refund form while money is left. */
export function OrderDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin-orders');
  const { t: common } = useTranslation();
  const view = useAdminOrder(id);
  if (!view.data)
    return view.isError ? <Alert variant="danger">{errorText(common, view.error)}</Alert> : null;
  const { order, ledger, refunds, member, refund_supported: supported } = view.data;
  const money = (cents: number) => formatMoney(cents, order.currency, i18n.language);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const facts: Array<[string, string]> = [
    [t('adminOrders.member'), order.member_email ?? String(order.member_id)],
    [t('adminOrders.status'), t(`adminOrders.statuses.${order.status}`)],
    [t('adminOrders.credits'), String(order.credits)],
    [t('adminOrders.amount'), money(order.amount)],
    [t('adminOrders.refunded'), money(order.refunded_amount)],
    [t('adminOrders.chargedBack'), money(order.charged_back_amount)],
    [t('adminOrders.creditsTakenBack'), String(order.credits_taken_back)],
    [t('adminOrders.payment'), `${order.provider} ${order.payment_id ?? ''}`],
    [
      t('adminOrders.balance'),
      t('adminOrders.balanceValue', { count: member.credits, debt: member.credit_debt }),
    ],
  ];
  return (
    <section aria-labelledby="order-detail-title" className="border rounded p-3 mb-4 text-break">
      <h2 id="order-detail-title" className="h5">
        {t('adminOrders.detailTitle', { id: order.id })}
      </h2>
      <dl className="row mb-3">
        {facts.map(([term, value]) => (
          <div key={term} className="col-12 col-md-6 d-flex flex-wrap column-gap-2">
            <dt className="fw-semibold">{term}</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="h6">{t('adminOrders.ledgerTitle')}</h3>
      <div className="table-responsive position-relative">
        <Table size="sm">
          <thead>
            <tr>
              <th scope="col">{t('adminOrders.when')}</th>
              <th scope="col">{t('adminOrders.reason')}</th>
              <th scope="col">{t('adminOrders.credits')}</th>
              <th scope="col">{t('adminOrders.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.created_at)}</td>
                <td>{t(`adminOrders.ledgerReasons.${entry.reason}`, { defaultValue: entry.reason })}</td>
                <td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                <td>
                  <code>{entry.reference}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {refunds.length ? (
        <>
          <h3 className="h6">{t('adminOrders.refundsTitle')}</h3>
          <ul>
            {refunds.map((refund) => (
              <li key={refund.id}>
                {t('adminOrders.refundLine', {
                  amount: money(refund.amount),
                  count: refund.credits_taken_back,
                  staff: refund.staff_email,
                  when: when(refund.created_at),
                  reason: refund.reason,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {order.status !== 'paid' ? null : supported ? (
        <RefundForm key={order.id} view={view.data} />
      ) : (
        <p className="text-body-secondary">{t('adminOrders.refundNotSupported')}</p>
      )}
    </section>
  );
}
