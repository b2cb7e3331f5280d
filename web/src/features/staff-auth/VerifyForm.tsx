import { type FormEvent, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { CodeField } from './CodeField.tsx';
import { useVerifySecondFactor } from './second-factor-api.ts';

/** A new sign-in, or a staff session that timed out: the code from the app, or one of the recovery codes. */
export function VerifyForm() {
  const { t } = useTranslation('admin-staff');
  // Error texts are the app's own (`errors.<code>`).
  const { t: appText } = useTranslation();
  const verify = useVerifySecondFactor();
  const [kind, setKind] = useState<'authenticator' | 'recovery'>('authenticator');
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending || !code.trim()) return;
    verify.mutate(code.trim());
  };
  const switchKind = () => {
    setKind(kind === 'authenticator' ? 'recovery' : 'authenticator');
    setCode('');
    verify.reset();
  };

  return (
    <>
      <h1 className="h3">{t('adminStaff.verify.title')}</h1>
      <p>{kind === 'authenticator' ? t('adminStaff.verify.intro') : t('adminStaff.verify.recoveryIntro')}</p>
      <Form noValidate onSubmit={submit}>
        <CodeField
          key={kind}
          id={`verify-${kind}`}
          label={kind === 'authenticator' ? t('adminStaff.codeLabel') : t('adminStaff.verify.recoveryLabel')}
          value={code}
          onChange={setCode}
          kind={kind}
          invalid={verify.isError}
          errorId="verify-error"
        />
        {verify.isError ? (
          <Alert variant="danger" id="verify-error" role="alert">
            {errorText(appText, verify.error)}
          </Alert>
        ) : null}
        <div className="d-flex flex-wrap align-items-center gap-3">
          <Button type="submit" disabled={verify.isPending}>
            {t('adminStaff.verify.submit')}
          </Button>
          <Button variant="link" className="px-0" onClick={switchKind}>
            {kind === 'authenticator' ? t('adminStaff.verify.useRecovery') : t('adminStaff.verify.useApp')}
          </Button>
        </div>
      </Form>
    </>
  );
}
