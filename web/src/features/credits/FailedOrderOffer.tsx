import { CARD_METHODS, type Order } from '@community/contract';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { packagePath } from './credits-paths.ts';
import { usePaymentCountry } from './payment-country.ts';
import { useCheckout } from './use-checkout.ts';

/**
 * After a failed or cancelled payment (SPEC §4, §8): another method for the same package; after a failed card
 * payment also the same card method again or PayPal, each a new order straight to the checkout.
 */
export function FailedOrderOffer({ order }: { order: Order }) {
  const { t } = useTranslation();
  const country = usePaymentCountry();
  const checkout = useCheckout();
  const cardFailed = order.status !== 'canceled' && CARD_METHODS.includes(order.method);
  // A retry is the same purchase the member consented to a moment ago, at the checkout that placed this order:
  // it carries that consent to immediate delivery on without asking again.
  const retry = (method: Order['method']) =>
    checkout.pay({ packageId: order.package_id, method, country, deliveryConsent: true });
  const busySpinner = (method: Order['method']) =>
    checkout.busyMethod === method && (
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
    );
  return (
    <>
      {cardFailed && (
        <div className="d-flex flex-column flex-sm-row gap-2 mb-3">
          <Button variant="primary" disabled={checkout.busy} onClick={() => retry(order.method)}>
            {busySpinner(order.method)}
            {t('transactions.retrySame', { method: t(`paymentMethods.${order.method}`) })}
          </Button>
          <Button variant="outline-primary" disabled={checkout.busy} onClick={() => retry('paypal')}>
            {busySpinner('paypal')}
            {t('transactions.retryPaypal', { method: t('paymentMethods.paypal') })}
          </Button>
        </div>
      )}
      {checkout.error !== null && (
        <Alert variant="danger" role="alert">
          {errorText(t, checkout.error)}
        </Alert>
      )}
      <Link
        to={packagePath(order.package_id)}
        className={`btn ${cardFailed ? 'btn-link px-0' : 'btn-primary'}`}
      >
        {t('transactions.otherMethod')}
      </Link>
    </>
  );
}
