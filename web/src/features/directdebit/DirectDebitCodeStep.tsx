import {
  mandateCodeFormSchema,
  type Order,
  SMS_CODE_LENGTH,
  SMS_RESEND_INTERVAL_S,
} from '@community/contract';
import { type ReactNode, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorCode, errorText } from '../../components/error-text.ts';
import { FormError } from '../../components/FormError.tsx';
import { LEAVING, useSingleSubmit } from '../../components/use-single-submit.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { confirmMandateCode, type PendingMandate, resendMandateCode } from './directdebit-api.ts';
import { REFUSALS, RefusalAlert } from './RefusalAlert.tsx';
import { useCooldown } from './use-cooldown.ts';

const MESSAGES = { otp: 'directDebit.codeRequired' };

type Props = {
  mandate: PendingMandate;
  /** When the code that is on its way was sent (ms), for the resend cooldown. */
  sentAt: number;
  onResent: (mandate: PendingMandate) => void;
  /** The mandate can no longer be confirmed (too many wrong codes): back to the form. */
  onRestart: () => void;
  onConfirmed: (order: Order) => void;
  /** The mandate text, shown where the member confirms. */
  children?: ReactNode;
};

/** Step 2 of /directdebit: the code sent by SMS confirms the mandate and places the order. */
export function DirectDebitCodeStep({ mandate, sentAt, onResent, onRestart, onConfirmed, children }: Props) {
  const { t } = useTranslation();
  const resendOnce = useSingleSubmit();
  // One client id for every try on this mandate: a retried confirmation places one order.
  const clientId = useRef(crypto.randomUUID());
  const form = useContractForm<{ otp: string }>({
    schema: mandateCodeFormSchema,
    defaultValues: { otp: '' },
    messages: MESSAGES,
  });
  const codeError = form.fieldError('otp');
  const [failure, setFailure] = useState<unknown>();
  const [expired, setExpired] = useState(false);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resendUntil, setResendUntil] = useState(sentAt + SMS_RESEND_INTERVAL_S * 1000);
  const cooldown = useCooldown(resendUntil);

  const submit = form.onSubmit(
    ({ otp }) => {
      setBusy(true);
      return confirmMandateCode({ mandate: mandate.id, otp: otp.trim(), client_id: clientId.current }).then(
        (order) => {
          onConfirmed(order);
          return LEAVING;
        },
        (error: unknown) => {
          setBusy(false);
          const failed = errorCode(error);
          if (failed === 'code_invalid')
            form.setError('otp', { type: 'server', message: 'errors.code_invalid' });
          else if (failed === 'code_expired') setExpired(true);
          else setFailure(error);
        },
      );
    },
    () => {
      setFailure(undefined);
      setResent(false);
    },
  );

  const resend = () => {
    setFailure(undefined);
    setResent(false);
    resendOnce(() =>
      resendMandateCode(mandate.id).then(
        (next) => {
          setExpired(false);
          form.clearErrors('otp');
          form.setValue('otp', '');
          setResent(true);
          setResendUntil(Date.now() + SMS_RESEND_INTERVAL_S * 1000);
          onResent(next);
        },
        (error: unknown) => {
          const failed = errorCode(error);
          if (failed === 'code_expired') return onRestart();
          const wait = error instanceof ApiError ? Number(error.params.retry_after) : Number.NaN;
          if (failed === 'rate_limited' && wait > 0) setResendUntil(Date.now() + wait * 1000);
          else setFailure(error);
        },
      ),
    );
  };

  const refused = errorCode(failure);

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="dd-code-title">
      <h2 id="dd-code-title" className="h5 mb-3">
        {t('directDebit.codeTitle')}
      </h2>
      <p role="status">{t('directDebit.codeSent', { phone: mandate.phone_hint })}</p>
      {resent && (
        <Alert variant="success" role="status">
          {t('directDebit.codeResent', { phone: mandate.phone_hint })}
        </Alert>
      )}
      {expired && (
        <Alert variant="warning" role="alert">
          {t('errors.code_expired')}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="dd-otp">
        <Form.Label>{t('directDebit.fields.otp')}</Form.Label>
        <Form.Control
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={12}
          className="font-monospace fs-4"
          style={{ maxWidth: `${SMS_CODE_LENGTH + 4}ch` }}
          {...form.register('otp', { onChange: () => form.clearErrors('otp') })}
          isInvalid={Boolean(codeError)}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? 'dd-otp-error' : undefined}
          required
        />
        <Form.Control.Feedback type="invalid" id="dd-otp-error">
          {codeError}
        </Form.Control.Feedback>
      </Form.Group>
      {children}
      {failure !== undefined &&
        (refused && REFUSALS.has(refused) ? (
          <RefusalAlert error={failure} />
        ) : (
          <FormError message={errorText(t, failure)} />
        ))}
      <div className="d-grid gap-2">
        <Button type="submit" variant="primary" size="lg" disabled={busy}>
          {t('directDebit.confirm')}
        </Button>
        <Button variant={expired ? 'primary' : 'outline-secondary'} disabled={cooldown > 0} onClick={resend}>
          {cooldown > 0 ? t('directDebit.resendIn', { seconds: cooldown }) : t('directDebit.resend')}
        </Button>
      </div>
    </Form>
  );
}
