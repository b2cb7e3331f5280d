import { DIRECT_DEBIT_METHOD, WEB_ROUTES } from '@community/contract';
import type { FormEvent } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import type { CreditsOffer } from './credits-api.ts';
import { directDebitPath } from './credits-paths.ts';
import { DeliveryConsent } from './DeliveryConsent.tsx';
import { PackageCard } from './PackageCard.tsx';
import { useCheckout } from './use-checkout.ts';
import { useDeliveryConsent } from './use-delivery-consent.ts';

/** The last package and method of a paid member, bought again with one button (SPEC §2 /credits/repeat-order). */
export function RepeatOrder({ offer }: { offer: CreditsOffer }) {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const consent = useDeliveryConsent();
  const repeat = offer.repeat;
  const pkg = repeat && offer.packages.find((each) => each.id === repeat.package_id);
  const directDebit = repeat?.method === DIRECT_DEBIT_METHOD && pkg ? directDebitPath(pkg.id) : null;
  const repeatable = pkg && (repeat?.method !== DIRECT_DEBIT_METHOD || directDebit);

  if (!repeat || !pkg || !repeatable)
    return (
      <>
        <p>{t(repeat ? 'credits.repeat.unavailable' : 'credits.repeat.none')}</p>
        <Link to={WEB_ROUTES.credits} className="btn btn-primary">
          {t('credits.repeat.choosePackage')}
        </Link>
      </>
    );

  return (
    <Row className="g-4">
      <Col md={5} lg={4}>
        <PackageCard pkg={pkg} headingLevel={2} />
      </Col>
      <Col md={7} lg={8}>
        <p className="fs-5">{t('credits.repeat.method', { method: t(`paymentMethods.${repeat.method}`) })}</p>
        {checkout.error !== null && (
          <Alert variant="danger" role="alert">
            {errorText(t, checkout.error)}
          </Alert>
        )}
        {directDebit ? (
          // Direct debit is not paid at a checkout: its form, for the same package.
          <Link to={directDebit} className="btn btn-primary btn-lg w-100">
            {t('credits.repeat.buyAgain')}
          </Link>
        ) : (
          <Form
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              if (consent.confirm())
                checkout.pay({
                  packageId: pkg.id,
                  method: repeat.method,
                  country: offer.country,
                  deliveryConsent: true,
                });
            }}
          >
            <DeliveryConsent {...consent.props} />
            <Button type="submit" variant="primary" size="lg" className="w-100" disabled={checkout.busy}>
              {checkout.busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {t('credits.repeat.buyAgain')}
            </Button>
          </Form>
        )}
        <p className="mt-3 mb-0">
          <Link to={WEB_ROUTES.credits}>{t('credits.repeat.other')}</Link>
        </p>
      </Col>
    </Row>
  );
}
