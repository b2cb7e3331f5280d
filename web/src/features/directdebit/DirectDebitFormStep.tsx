import { directDebitFormSchema, printedIban, sepaIban } from '@community/contract';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorCode, errorText } from '../../components/error-text.ts';
import { FormError } from '../../components/FormError.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { DeliveryConsent } from '../credits/DeliveryConsent.tsx';
import { useDeliveryConsent } from '../credits/use-delivery-consent.ts';
import { type Field, formBody, isField, type Values } from './direct-debit-fields.ts';
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

/** A field's length out of bounds, by the client's rule or the server's `validation_failed`. */
const invalidMessage = (field: Field) => `directDebit.invalid.${field}`;

/** The fields the server named as at fault (`fields` of iban_invalid and validation_failed). */
function serverFieldErrors(error: unknown): Array<[Field, string]> | null {
  if (!(error instanceof ApiError)) return null;
  const fields = Array.isArray(error.params.fields) ? error.params.fields.filter(isField) : [];
  if (error.code === 'iban_invalid') return [['iban', 'errors.iban_invalid']];
  if (error.code !== 'validation_failed' || fields.length === 0) return null;
  return fields.map((field) => [field, invalidMessage(field)]);
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
  const form = useContractForm<Values>({
    schema: directDebitFormSchema,
    defaultValues: values,
    invalidMessage,
    focusErrors: true,
  });
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const consent = useDeliveryConsent();
  const consented = useRef(false);
  // The page keeps what was typed (the mandate text shows the IBAN; a mandate that ends comes back to it).
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const watching = form.watch((all) => changed.current(all as Values));
    return () => watching.unsubscribe();
  }, [form.watch]);

  const checkIban = () => {
    const typed = form.getValues('iban');
    const iban = sepaIban(typed);
    if (iban) form.setValue('iban', printedIban(iban));
    else if (typed.trim()) form.setError('iban', { type: 'rule', message: 'errors.iban_invalid' });
  };

  const submit = form.onSubmit(
    (typed) => {
      if (!consented.current) {
        consent.focus();
        return;
      }
      setBusy(true);
      return startMandate(formBody(typed, packageId, discountCode, country)).then(
        (mandate) => onStarted(mandate),
        (error: unknown) => {
          setBusy(false);
          const onFields = serverFieldErrors(error);
          if (onFields)
            for (const [field, message] of onFields) form.setError(field, { type: 'server', message });
          else setFailure(error);
        },
      );
    },
    () => {
      setFailure(undefined);
      consented.current = consent.confirm();
    },
  );

  const code = errorCode(failure);
  const ibanValid = sepaIban(form.watch('iban')) !== null;
  const errors = Object.fromEntries(
    (Object.keys(AUTOCOMPLETE) as Field[]).map((name) => [name, form.fieldError(name)]),
  ) as Partial<Record<Field, string>>;

  const field = (name: Field, extra: Partial<ComponentProps<typeof Form.Control>> = {}) => (
    <Form.Group className="mb-3" controlId={`dd-${name}`}>
      <Form.Label>{t(`directDebit.fields.${name}`)}</Form.Label>
      <Form.Control
        autoComplete={AUTOCOMPLETE[name]}
        {...form.register(name, { onChange: () => form.clearErrors(name) })}
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
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          maxLength={42}
          {...form.register('iban', { onChange: () => form.clearErrors('iban'), onBlur: checkIban })}
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
