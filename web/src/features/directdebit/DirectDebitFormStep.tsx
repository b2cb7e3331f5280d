import { printedIban, sepaIban } from '@community/contract';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorCode, errorText } from '../../components/error-text.ts';
import { FormError } from '../../components/FormError.tsx';
import { useSingleSubmit } from '../../components/use-single-submit.ts';
import { DeliveryConsent } from '../credits/DeliveryConsent.tsx';
import { useDeliveryConsent } from '../credits/use-delivery-consent.ts';
import {
  type Field,
  type FieldErrors,
  formBody,
  invalidFields,
  isField,
  type Values,
} from './direct-debit-fields.ts';
import { type PendingMandate, startMandate } from './directdebit-api.ts';
import { REFUSALS, RefusalAlert } from './RefusalAlert.tsx';

type Props = {
  packageId: number;
  discountCode: string | null;
  country?: string;
  values: Values;
  onChange: (values: Values) => void;
  onStarted: (mandate: PendingMandate) => void;
  /** Why the member is back on the form (the code can no longer be confirmed), if so. */
  notice?: string;
};

const AUTOCOMPLETE: Record<Field, string> = {
  account_holder: 'name',
  iban: 'off',
  street: 'address-line1',
  house_number: 'off',
  zip: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
};

/** The fields the server named as at fault (`fields` of iban_invalid and validation_failed). */
function serverFieldErrors(t: (key: string) => string, error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const fields = Array.isArray(error.params.fields) ? error.params.fields.filter(isField) : [];
  if (error.code === 'iban_invalid') return { iban: t('errors.iban_invalid') };
  if (error.code !== 'validation_failed' || fields.length === 0) return null;
  return Object.fromEntries(fields.map((field) => [field, t(`directDebit.invalid.${field}`)]));
}

/** Step 1 of /directdebit: the mandate's details; sending them has a code texted to the phone. */
export function DirectDebitFormStep({
  packageId,
  discountCode,
  country,
  values,
  onChange,
  onStarted,
  notice,
}: Props) {
  const { t } = useTranslation();
  const submitOnce = useSingleSubmit();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const consent = useDeliveryConsent();

  const set = (field: Field, value: string) => {
    onChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const checkIban = () => {
    const iban = sepaIban(values.iban);
    if (iban) onChange({ ...values, iban: printedIban(iban) });
    else if (values.iban.trim()) setErrors({ ...errors, iban: t('errors.iban_invalid') });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = invalidFields(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    setFailure(undefined);
    const consented = consent.confirm();
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`dd-${first}`)?.focus();
      return;
    }
    if (!consented) {
      consent.focus();
      return;
    }
    setBusy(true);
    submitOnce(() =>
      startMandate(formBody(values, packageId, discountCode, country)).then(
        (mandate) => onStarted(mandate),
        (error: unknown) => {
          setBusy(false);
          const onFields = serverFieldErrors(t, error);
          if (onFields) setErrors(onFields);
          else setFailure(error);
        },
      ),
    );
  };

  const code = errorCode(failure);
  const ibanValid = sepaIban(values.iban) !== null;

  const field = (name: Field, extra: Partial<ComponentProps<typeof Form.Control>> = {}) => (
    <Form.Group className="mb-3" controlId={`dd-${name}`}>
      <Form.Label>{t(`directDebit.fields.${name}`)}</Form.Label>
      <Form.Control
        name={name}
        autoComplete={AUTOCOMPLETE[name]}
        value={values[name]}
        onChange={(event) => set(name, event.currentTarget.value)}
        isInvalid={Boolean(errors[name])}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `dd-${name}-error` : undefined}
        required
        {...extra}
      />
      <Form.Control.Feedback type="invalid" id={`dd-${name}-error`}>
        {errors[name]}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="dd-form-title">
      <h2 id="dd-form-title" className="h5 mb-3">
        {t('directDebit.formTitle')}
      </h2>
      {notice && <FormError message={notice} />}
      {field('account_holder', { maxLength: 70 })}
      <Form.Group className="mb-3" controlId="dd-iban">
        <Form.Label>{t('directDebit.fields.iban')}</Form.Label>
        <Form.Control
          name="iban"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          maxLength={42}
          value={values.iban}
          onChange={(event) => set('iban', event.currentTarget.value)}
          onBlur={checkIban}
          isInvalid={Boolean(errors.iban)}
          isValid={ibanValid && !errors.iban}
          aria-invalid={errors.iban ? true : undefined}
          aria-describedby={errors.iban ? 'dd-iban-error' : 'dd-iban-help'}
          required
        />
        <Form.Text id="dd-iban-help">{t('directDebit.ibanHelp')}</Form.Text>
        <Form.Control.Feedback type="invalid" id="dd-iban-error">
          {errors.iban}
        </Form.Control.Feedback>
      </Form.Group>
      <Row className="g-2">
        <Col xs={8}>{field('street', { maxLength: 100 })}</Col>
        <Col xs={4}>{field('house_number', { maxLength: 10 })}</Col>
      </Row>
      <Row className="g-2">
        <Col xs={5}>{field('zip', { maxLength: 10 })}</Col>
        <Col xs={7}>{field('city', { maxLength: 60 })}</Col>
      </Row>
      {field('phone', { type: 'tel', inputMode: 'tel', maxLength: 20 })}
      <p className="small text-body-secondary">{t('directDebit.smsNote')}</p>
      <DeliveryConsent {...consent.props} />
      {failure !== undefined &&
        (code && REFUSALS.has(code) ? (
          <RefusalAlert error={failure} />
        ) : (
          <FormError message={errorText(t, failure)} />
        ))}
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={busy}>
        {t('directDebit.sendCode')}
      </Button>
    </Form>
  );
}
