import { isBuiltRoute, type Order, paymentState, WEB_ROUTES } from '@community/contract';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../session/use-current-user.ts';
import { FailedOrderOffer } from './FailedOrderOffer.tsx';

/** The heading of an order's page by its state (SPEC §4, §8: "Betaling mislukt" for failed and cancelled). */
export function useOrderHeading(): (order: Order) => string {
  const { t } = useTranslation();
  return (order) => {
    const state = paymentState(order.status);
    if (state === 'failed' || state === 'cancelled') return t('transactions.failed');
    return t(`transactions.heading.${state}`);
  };
}

/**
 * What became of an order (SPEC §4): being processed (the page keeps asking), completed with the credits
 * added, or failed or cancelled with a way to try again. Announced as it changes.
 */
export function OrderOutcome({ order }: { order: Order }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const heading = useOrderHeading()(order);
  const state = paymentState(order.status);
  return (
    <div aria-live="polite">
      <h1 className="h2 mb-3">{heading}</h1>
      {state === 'pending' && (
        <div className="d-flex align-items-center gap-3">
          <Spinner animation="border" aria-hidden="true" />
          <p className="mb-0">{t('transactions.pendingText')}</p>
        </div>
      )}
      {state === 'completed' && (
        <>
          <p className="lead">{t('transactions.completedText', { count: order.credits })}</p>
          {user && <p>{t('credits.balance', { count: user.credits })}</p>}
          <div className="d-flex flex-wrap gap-2">
            <Link to={WEB_ROUTES.chats} className="btn btn-primary">
              {t('transactions.toChats')}
            </Link>
            {isBuiltRoute('members') && (
              <Link to={WEB_ROUTES.members} className="btn btn-outline-primary">
                {t('transactions.toMembers')}
              </Link>
            )}
          </div>
        </>
      )}
      {(state === 'failed' || state === 'cancelled') && (
        <>
          <p>{t(state === 'failed' ? 'transactions.failedText' : 'transactions.cancelledText')}</p>
          <FailedOrderOffer order={order} />
        </>
      )}
    </div>
  );
}
