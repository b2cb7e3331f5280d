import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Form, InputGroup, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { OrderDetail } from '../../features/admin-orders/OrderDetail.tsx';
import { useOrderSearch } from '../../features/admin-orders/orders-api.ts';
import { formatMoney } from '../../features/credits/money.ts';
import { usePageTitle } from '../page-title.ts';

/** /admin/orders: find an order, see its ledger, refund it through the provider (administrators). */
export function AdminOrdersPage() {
  const { t, i18n } = useTranslation('admin-orders');
  const { t: common } = useTranslation();
  usePageTitle(t('adminOrders.title'));
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const found = useOrderSearch(q);
  const orders = found.data?.orders;

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
    setOpen(null);
  }

  return (
    <>
      <h1 className="h3">{t('adminOrders.title')}</h1>
      <Form onSubmit={search} className="mb-3" style={{ maxWidth: 560 }} role="search">
        <Form.Label htmlFor={`${id}-q`}>{t('adminOrders.searchLabel')}</Form.Label>
        <InputGroup>
          <Form.Control id={`${id}-q`} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit">{t('adminOrders.search')}</Button>
        </InputGroup>
      </Form>
      {found.isError ? <Alert variant="danger">{errorText(common, found.error)}</Alert> : null}
      {orders && orders.length === 0 ? <p>{t('adminOrders.nothingFound')}</p> : null}
      {orders?.length ? (
        <div className="table-responsive position-relative">
          <Table size="sm" className="align-middle">
            <caption className="visually-hidden">{t('adminOrders.resultsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminOrders.order')}</th>
                <th scope="col">{t('adminOrders.member')}</th>
                <th scope="col">{t('adminOrders.amount')}</th>
                <th scope="col">{t('adminOrders.status')}</th>
                <th scope="col">{t('adminOrders.when')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('adminOrders.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>{order.id}</td>
                  <td>{order.member_email ?? order.member_id}</td>
                  <td>{formatMoney(order.amount, order.currency, i18n.language)}</td>
                  <td>{t(`adminOrders.statuses.${order.status}`)}</td>
                  <td>{new Date(order.created_at).toLocaleString(i18n.language)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      aria-label={t('adminOrders.openLabel', { id: order.id })}
                      onClick={() => setOpen(order.id)}
                    >
                      {t('adminOrders.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      ) : null}
      {open !== null ? <OrderDetail id={open} /> : null}
    </>
  );
}
