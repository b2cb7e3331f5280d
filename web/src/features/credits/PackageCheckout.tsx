import {
  DIRECT_DEBIT_METHOD,
  type PaymentMethod,
  packageCheckoutFormSchema,
  WEB_ROUTES,
} from '@community/contract';
import { useRef } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import type { CreditsOffer } from './credits-api.ts';
import { directDebitPath } from './credits-paths.ts';
import { DeliveryConsent } from './DeliveryConsent.tsx';
import { MethodPicker } from './MethodPicker.tsx';
import { PackageCard } from './PackageCard.tsx';
import { useCheckout } from './use-checkout.ts';
import { useDeliveryConsent } from './use-delivery-consent.ts';
import { useMoney } from './use-money.ts';
import { usePackagePrice } from './use-package-price.ts';

/**
 * One package: the member picks a method (or comes with one chosen) and pays at the provider's checkout. Direct
 * debit has its own form, linked when the member may use it.
 */
export function PackageCheckout({
  offer,
  packageId,
  preselected,
}: {
  offer: CreditsOffer;
  packageId: number;
  preselected: PaymentMethod | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const price = usePackagePrice();
  const checkout = useCheckout();
  const methods = offer.methods.filter((method) => method !== DIRECT_DEBIT_METHOD);
  const form = useContractForm<{ method: string }>({
    schema: packageCheckoutFormSchema,
    defaultValues: { method: preselected && methods.includes(preselected) ? preselected : '' },
  });
  const { field: methodField } = useController({ name: 'method', control: form.control });
  const method = (methodField.value || null) as PaymentMethod | null;
  const missing = form.fieldError('method') !== undefined;
  const consent = useDeliveryConsent();
  const consented = useRef(false);
  const pkg = offer.packages.find((each) => each.id === packageId);

  if (!pkg)
    return (
      <Alert variant="warning">
        {t('credits.buy.packageMissing')}{' '}
        <Link to={WEB_ROUTES.credits} className="alert-link">
          {t('credits.buy.allPackages')}
        </Link>
      </Alert>
    );

  const directDebit = offer.direct_debit ? directDebitPath(pkg.id) : null;
  const submit = form.onSubmit(
    (values) => {
      if (consented.current)
        checkout.pay({
          packageId: pkg.id,
          method: values.method as PaymentMethod,
          country: offer.country,
          deliveryConsent: true,
        });
    },
    // Both checks run, so that the member sees everything that is missing at once.
    () => {
      consented.current = consent.confirm();
    },
  );

  return (
    <Row className="g-4">
      <Col md={5} lg={4}>
        <PackageCard pkg={pkg} headingLevel={2} />
      </Col>
      <Col md={7} lg={8}>
        <Form noValidate onSubmit={submit}>
          <MethodPicker
            methods={methods}
            value={method}
            invalid={missing && !method}
            onChange={(chosen) => {
              methodField.onChange(chosen);
              form.clearErrors('method');
            }}
          />
          <DeliveryConsent {...consent.props} />
          {checkout.error !== null && (
            <Alert variant="danger" role="alert">
              {errorText(t, checkout.error)}
            </Alert>
          )}
          <Button type="submit" variant="primary" size="lg" className="w-100" disabled={checkout.busy}>
            {checkout.busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('credits.buy.pay', { price: money(price(pkg).price, pkg.currency) })}
          </Button>
        </Form>
        {directDebit && (
          <p className="mt-3 mb-0">
            {t('credits.buy.directDebitIntro')}{' '}
            <Link to={directDebit}>{t('credits.buy.directDebitLink')}</Link>
          </p>
        )}
        <p className="mt-3 mb-0">
          <Link to={WEB_ROUTES.credits}>{t('credits.buy.otherPackage')}</Link>
        </p>
      </Col>
    </Row>
  );
}
