import { paymentState } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { errorCode } from '../../components/error-text.ts';
import { CreditsState } from '../../features/credits/CreditsState.tsx';
import { OrderHistory } from '../../features/credits/OrderHistory.tsx';
import { OrderOutcome, useOrderHeading } from '../../features/credits/OrderOutcome.tsx';
import { useOrder } from '../../features/credits/order-api.ts';
import { useOrders } from '../../features/credits/orders-api.ts';
import { useCompletedOrderRefresh } from '../../features/credits/use-completed-order-refresh.ts';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { ErrorView } from '../error/ErrorView.tsx';
import { NotFoundPage } from '../error/NotFoundPage.tsx';
import { usePageTitle } from '../page-title.ts';

/** /transactions/{id}: where the provider sends the member back; the order's state, asked until it is final. */
function OrderPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = useOrder(id);
  const heading = useOrderHeading();
  const loaded = order.data?.order;
  useCompletedOrderRefresh(loaded !== undefined && paymentState(loaded.status) === 'completed');
  usePageTitle(loaded ? heading(loaded) : t('transactions.loading'));

  // Another member's order, or none: the same answer (404).
  if (errorCode(order.error) === 'not_found')
    return <ErrorView status={404} message={t('errors.not_found')} />;
  return (
    <Container className="py-4">
      {!loaded && <h1 className="h2 mb-3">{t('transactions.payment')}</h1>}
      <CreditsState query={order} loadingLabel={t('transactions.loading')}>
        {({ order: current }) => <OrderOutcome order={current} />}
      </CreditsState>
    </Container>
  );
}

/** /transactions: the member's orders. */
function OrdersPage() {
  const { t } = useTranslation();
  const orders = useOrders();
  usePageTitle(t('transactions.title'));
  return (
    <Container className="py-4">
      <h1 className="h2 mb-4">{t('transactions.title')}</h1>
      <CreditsState query={orders} loadingLabel={t('transactions.loadingList')}>
        {({ orders: list }) => <OrderHistory orders={list} />}
      </CreditsState>
    </Container>
  );
}

/** /transactions/{id?} (SPEC §2): one order's result, or without an id the member's orders. */
export function TransactionsPage() {
  const { id } = useParams();
  const { user, fallback } = useMembersOnly(useLocation().pathname);
  if (id !== undefined && !/^[1-9]\d{0,15}$/.test(id)) return <NotFoundPage />;
  if (!user) return fallback;
  return id === undefined ? <OrdersPage /> : <OrderPage key={id} id={Number(id)} />;
}
