import { type Order, type PaymentState, paymentState, WEB_ROUTES } from '@community/contract';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../locale/use-language.ts';
import { transactionPath } from './credits-paths.ts';
import { useCreditsText } from './use-credits-text.ts';
import { useMoney } from './use-money.ts';

const STATE_COLOURS: Record<PaymentState, { bg: string; text?: 'dark' }> = {
  pending: { bg: 'warning', text: 'dark' },
  completed: { bg: 'success' },
  failed: { bg: 'danger' },
  cancelled: { bg: 'secondary' },
};

function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { tag } = useLanguage();
  const money = useMoney();
  const creditsText = useCreditsText();
  const state = paymentState(order.status);
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(order.created_at),
  );
  return (
    <li className="border rounded p-3 d-flex flex-wrap align-items-center gap-2 gap-sm-3">
      <Link to={transactionPath(order.id)} className="fw-semibold me-auto">
        {date}
      </Link>
      <span>{creditsText(order.credits)}</span>
      <span>{money(order.amount, order.currency)}</span>
      <Badge bg={STATE_COLOURS[state].bg} text={STATE_COLOURS[state].text}>
        {t(`transactions.state.${state}`)}
      </Badge>
    </li>
  );
}

/** The member's orders, newest first: when, how many credits, what it cost and how it went. */
export function OrderHistory({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  if (orders.length === 0)
    return (
      <p>
        {t('transactions.none')} <Link to={WEB_ROUTES.credits}>{t('transactions.buyCredits')}</Link>
      </p>
    );
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </ul>
  );
}
