import {
  type AdminCreateCodesBody,
  CODE_BATCH_LIMITS,
  CODE_PATTERN,
  CURRENCIES,
  DISCOUNT_VALIDITIES,
} from '@community/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { parseMoney } from '../admin-packages/packages-api.ts';

type Kind = 'single' | 'batch';

/** A new code, or a batch of random codes, with the terms the discounts module knows (docs/discounts.md). */
export function CreateCodesForm({
  busy,
  onCreate,
}: {
  busy: boolean;
  onCreate: (body: AdminCreateCodesBody) => void;
}) {
  const { t } = useTranslation('admin-codes');
  const id = useId();
  const [kind, setKind] = useState<Kind>('batch');
  const [code, setCode] = useState('');
  const [prefix, setPrefix] = useState('');
  const [count, setCount] = useState('10');
  const [percentage, setPercentage] = useState('10');
  const [validity, setValidity] = useState<(typeof DISCOUNT_VALIDITIES)[number]>('once');
  const [everySite, setEverySite] = useState(false);
  const [country, setCountry] = useState('');
  const [currency, setCurrency] = useState('');
  const [minimum, setMinimum] = useState('');
  const [expires, setExpires] = useState('');
  const [checked, setChecked] = useState(false);

  const percentageValue = Number(percentage.replace(',', '.'));
  const invalid = {
    code: kind === 'single' && !CODE_PATTERN.test(code.trim()),
    prefix:
      kind === 'batch' &&
      !new RegExp(`^[A-Za-z0-9_-]{0,${CODE_BATCH_LIMITS.prefixLength}}$`).test(prefix.trim()),
    count:
      kind === 'batch' &&
      !(/^\d+$/.test(count) && Number(count) >= 1 && Number(count) <= CODE_BATCH_LIMITS.maxCount),
    percentage: !(percentageValue > 0 && percentageValue < 100),
    country: country !== '' && !/^[A-Za-z]{2}$/.test(country),
    minimum: minimum !== '' && parseMoney(minimum) === undefined,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.values(invalid).some(Boolean)) return;
    const terms = {
      value_percentage: percentageValue,
      validity,
      every_site: everySite,
      country: country ? country.toUpperCase() : null,
      currency: (currency || null) as (typeof CURRENCIES)[number] | null,
      minimum_order_value: minimum ? (parseMoney(minimum) ?? null) : null,
      expires_at: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
    };
    onCreate(
      kind === 'single'
        ? { kind, code: code.trim(), ...terms }
        : { kind, prefix: prefix.trim(), count: Number(count), ...terms },
    );
  }

  const field = (name: keyof typeof invalid) => ({ isInvalid: checked && invalid[name] });
  return (
    <Form noValidate onSubmit={submit}>
      <fieldset className="mb-2">
        <legend className="h6">{t('adminCodes.kindLegend')}</legend>
        {(['batch', 'single'] as const).map((option) => (
          <Form.Check
            key={option}
            inline
            type="radio"
            name={`${id}-kind`}
            id={`${id}-kind-${option}`}
            label={t(`adminCodes.kind.${option}`)}
            checked={kind === option}
            onChange={() => setKind(option)}
          />
        ))}
      </fieldset>
      <Row className="g-2">
        {kind === 'single' ? (
          <Col xs={12} md={4}>
            <Form.Label htmlFor={`${id}-code`}>{t('adminCodes.code')}</Form.Label>
            <Form.Control
              id={`${id}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              {...field('code')}
            />
            <Form.Control.Feedback type="invalid">{t('adminCodes.codeInvalid')}</Form.Control.Feedback>
          </Col>
        ) : (
          <>
            <Col xs={6} md={3}>
              <Form.Label htmlFor={`${id}-prefix`}>{t('adminCodes.prefix')}</Form.Label>
              <Form.Control
                id={`${id}-prefix`}
                value={prefix}
                onChange={(e) => setPrefix(e.target.value)}
                {...field('prefix')}
              />
              <Form.Control.Feedback type="invalid">{t('adminCodes.prefixInvalid')}</Form.Control.Feedback>
            </Col>
            <Col xs={6} md={2}>
              <Form.Label htmlFor={`${id}-count`}>{t('adminCodes.count')}</Form.Label>
              <Form.Control
                id={`${id}-count`}
                inputMode="numeric"
                value={count}
                onChange={(e) => setCount(e.target.value)}
                {...field('count')}
              />
              <Form.Control.Feedback type="invalid">
                {t('adminCodes.countInvalid', { highest: CODE_BATCH_LIMITS.maxCount })}
              </Form.Control.Feedback>
            </Col>
          </>
        )}
        <Col xs={6} md={2}>
          <Form.Label htmlFor={`${id}-percentage`}>{t('adminCodes.percentage')}</Form.Label>
          <Form.Control
            id={`${id}-percentage`}
            inputMode="decimal"
            value={percentage}
            onChange={(e) => setPercentage(e.target.value)}
            {...field('percentage')}
          />
          <Form.Control.Feedback type="invalid">{t('adminCodes.percentageInvalid')}</Form.Control.Feedback>
        </Col>
        <Col xs={6} md={3}>
          <Form.Label htmlFor={`${id}-validity`}>{t('adminCodes.validity')}</Form.Label>
          <Form.Select
            id={`${id}-validity`}
            value={validity}
            onChange={(e) => setValidity(e.target.value as typeof validity)}
          >
            {DISCOUNT_VALIDITIES.map((option) => (
              <option key={option} value={option}>
                {t(`adminCodes.validities.${option}`)}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={6} md={2}>
          <Form.Label htmlFor={`${id}-country`}>{t('adminCodes.country')}</Form.Label>
          <Form.Control
            id={`${id}-country`}
            maxLength={2}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            {...field('country')}
          />
          <Form.Control.Feedback type="invalid">{t('adminCodes.countryInvalid')}</Form.Control.Feedback>
        </Col>
        <Col xs={6} md={2}>
          <Form.Label htmlFor={`${id}-currency`}>{t('adminCodes.currency')}</Form.Label>
          <Form.Select id={`${id}-currency`} value={currency} onChange={(e) => setCurrency(e.target.value)}>
            <option value="">{t('adminCodes.anyCurrency')}</option>
            {CURRENCIES.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={6} md={3}>
          <Form.Label htmlFor={`${id}-minimum`}>{t('adminCodes.minimum')}</Form.Label>
          <Form.Control
            id={`${id}-minimum`}
            inputMode="decimal"
            value={minimum}
            onChange={(e) => setMinimum(e.target.value)}
            {...field('minimum')}
          />
          <Form.Control.Feedback type="invalid">{t('adminCodes.minimumInvalid')}</Form.Control.Feedback>
        </Col>
        <Col xs={6} md={3}>
          <Form.Label htmlFor={`${id}-expires`}>{t('adminCodes.expires')}</Form.Label>
          <Form.Control
            id={`${id}-expires`}
            type="date"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
          />
        </Col>
        <Col xs={12} md={4} className="pt-md-4">
          <Form.Check
            id={`${id}-every-site`}
            className="mt-md-2"
            label={t('adminCodes.everySite')}
            checked={everySite}
            onChange={(e) => setEverySite(e.target.checked)}
          />
        </Col>
      </Row>
      <Button type="submit" className="mt-3" disabled={busy}>
        {kind === 'single' ? t('adminCodes.createOne') : t('adminCodes.createBatch')}
      </Button>
    </Form>
  );
}
