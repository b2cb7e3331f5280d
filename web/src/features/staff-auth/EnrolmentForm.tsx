import type { ApiAnswer } from '@community/contract';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { errorText } from '../../components/error-text.ts';
import { CodeField } from './CodeField.tsx';
import { useConfirmEnrolment, useEnrolment } from './second-factor-api.ts';

type Confirmed = ApiAnswer<'POST /api/admin/enrolment-confirm.php'>;

/** The QR code as an image: an SVG document in a data: address (the page's CSP allows data: images). */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Enrolment: scan the QR code (or type the key) into an authenticator app, then confirm with its first code. */
export function EnrolmentForm({ onEnrolled }: { onEnrolled: (confirmed: Confirmed) => void }) {
  const { t } = useTranslation('admin-staff');
  // Error texts are the app's own (`errors.<code>`).
  const { t: appText } = useTranslation();
  const enrolment = useEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending || !code.trim()) return;
    confirm.mutate(code.trim(), { onSuccess: onEnrolled });
  };

  return (
    <>
      <h1 className="h3">{t('adminStaff.enrol.title')}</h1>
      <p>{t('adminStaff.enrol.intro')}</p>
      {enrolment.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{t('adminStaff.loading')}</span>
        </Spinner>
      ) : enrolment.isError ? (
        <ErrorWithRetry
          error={enrolment.error}
          onRetry={() => enrolment.refetch()}
          retryLabel={t('adminStaff.retry')}
          layout="block"
        />
      ) : (
        <>
          <img
            src={svgImage(enrolment.data.qr_svg)}
            alt={t('adminStaff.enrol.qrAlt')}
            width={200}
            height={200}
            className="d-block bg-white border rounded mb-3"
          />
          <p className="mb-1">{t('adminStaff.enrol.manual')}</p>
          <p>
            <code className="fs-5 text-body user-select-all" data-secret>
              {enrolment.data.secret}
            </code>
          </p>
          <Form noValidate onSubmit={submit}>
            <CodeField
              id="enrolment-code"
              label={t('adminStaff.codeLabel')}
              value={code}
              onChange={setCode}
              kind="authenticator"
              invalid={confirm.isError}
              errorId="enrolment-error"
            />
            {confirm.isError ? (
              <Alert variant="danger" id="enrolment-error" role="alert">
                {errorText(appText, confirm.error)}
              </Alert>
            ) : null}
            <Button type="submit" disabled={confirm.isPending}>
              {t('adminStaff.enrol.submit')}
            </Button>
          </Form>
        </>
      )}
    </>
  );
}
