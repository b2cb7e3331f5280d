import { type FormEvent, useId, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { moneyInput, parseMoney } from './packages-api.ts';

export type PackageFields = { credits: number; price: number; popular: boolean; position: number };

/**
 * The figures of a package as an administrator sets them: credits, price (in the currency's major unit, comma or
 * point), the "most chosen" label and the place in the list. Checked here first; the server checks again.
 */
export function PackageEditor({
  initial,
  currency,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  initial: PackageFields;
  currency: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (fields: PackageFields) => void;
  onCancel?: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('admin-packages');
  const id = useId();
  const [credits, setCredits] = useState(String(initial.credits || ''));
  const [price, setPrice] = useState(initial.price ? moneyInput(initial.price) : '');
  const [popular, setPopular] = useState(initial.popular);
  const [position, setPosition] = useState(String(initial.position));
  const [checked, setChecked] = useState(false);
  const creditsValue = /^\d{1,6}$/.test(credits) && Number(credits) > 0 ? Number(credits) : undefined;
  const priceValue = parseMoney(price);
  const positionValue = /^\d{1,2}$/.test(position) ? Number(position) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (creditsValue === undefined || priceValue === undefined || positionValue === undefined) return;
    onSubmit({ credits: creditsValue, price: priceValue, popular, position: positionValue });
  }

  return (
    <Form noValidate onSubmit={submit}>
      <Row className="g-2 align-items-start">
        {children}
        <Col xs={6} md={2}>
          <Form.Label htmlFor={`${id}-credits`}>{t('adminPackages.credits')}</Form.Label>
          <Form.Control
            id={`${id}-credits`}
            inputMode="numeric"
            value={credits}
            onChange={(e) => setCredits(e.target.value)}
            isInvalid={checked && creditsValue === undefined}
          />
          <Form.Control.Feedback type="invalid">{t('adminPackages.creditsInvalid')}</Form.Control.Feedback>
        </Col>
        <Col xs={6} md={2}>
          <Form.Label htmlFor={`${id}-price`}>{t('adminPackages.priceIn', { currency })}</Form.Label>
          <Form.Control
            id={`${id}-price`}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            isInvalid={checked && priceValue === undefined}
          />
          <Form.Control.Feedback type="invalid">{t('adminPackages.priceInvalid')}</Form.Control.Feedback>
        </Col>
        <Col xs={6} md={2}>
          <Form.Label htmlFor={`${id}-position`}>{t('adminPackages.position')}</Form.Label>
          <Form.Control
            id={`${id}-position`}
            inputMode="numeric"
            value={position}
            onChange={(e) => setPosition(e.target.value)}
            isInvalid={checked && positionValue === undefined}
          />
          <Form.Control.Feedback type="invalid">{t('adminPackages.positionInvalid')}</Form.Control.Feedback>
        </Col>
        <Col xs={6} md={2} className="pt-md-4">
          <Form.Check
            id={`${id}-popular`}
            className="mt-md-2"
            label={t('adminPackages.popular')}
            checked={popular}
            onChange={(e) => setPopular(e.target.checked)}
          />
        </Col>
        <Col xs={12} md="auto" className="pt-md-4 d-flex gap-2">
          <Button type="submit" disabled={busy} className="mt-md-1">
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="outline-secondary" onClick={onCancel} className="mt-md-1">
              {t('adminPackages.cancel')}
            </Button>
          ) : null}
        </Col>
      </Row>
    </Form>
  );
}
