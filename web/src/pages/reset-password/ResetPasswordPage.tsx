import { emailError, WEB_ROUTES } from '@community/contract';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCode, errorText } from '../../components/error-text.ts';
import { FormError } from '../../components/FormError.tsx';
import { useSingleSubmit } from '../../components/use-single-submit.ts';
import {
  PASSWORD_RESET_LINK_HOURS,
  usePasswordResetRequest,
} from '../../features/session/password-reset-api.ts';
import { usePageTitle } from '../page-title.ts';

/**
 * Request a reset link. The answer is the same whether or not the address has an account, so this page never
 * reveals who is a member.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const request = usePasswordResetRequest();
  const submitOnce = useSingleSubmit();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState(false);
  usePageTitle(t('resetPassword.title'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = emailError(address);
    setFormError(undefined);
    setFieldError(problem ? t(`errors.${problem}`) : undefined);
    if (problem) return;
    submitOnce(() =>
      request.mutateAsync(address).then(
        () => setSent(true),
        (error: unknown) => {
          if (errorCode(error) === 'email_invalid') setFieldError(errorText(t, error));
          else setFormError(errorText(t, error));
        },
      ),
    );
  };

  return (
    <Container className="py-5" style={{ maxWidth: 480 }}>
      <h1 className="h2 mb-3">{t('resetPassword.title')}</h1>
      {sent ? (
        <>
          <Alert variant="success" role="status">
            {t('resetPassword.sent', { count: PASSWORD_RESET_LINK_HOURS })}
          </Alert>
          <p>{t('resetPassword.checkSpam')}</p>
          <Link to={WEB_ROUTES.login}>{t('resetPassword.backToLogin')}</Link>
        </>
      ) : (
        <>
          <p>{t('resetPassword.intro')}</p>
          <Form noValidate onSubmit={submit}>
            <Form.Group className="mb-3" controlId="reset-email">
              <Form.Label>{t('resetPassword.email')}</Form.Label>
              <Form.Control
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                isInvalid={Boolean(fieldError)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? 'reset-email-error' : undefined}
              />
              <Form.Control.Feedback type="invalid" id="reset-email-error">
                {fieldError}
              </Form.Control.Feedback>
            </Form.Group>
            <FormError message={formError} />
            <Button type="submit" variant="primary" className="w-100" disabled={request.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </Form>
          <p className="mt-3 mb-0">
            <Link to={WEB_ROUTES.login}>{t('resetPassword.backToLogin')}</Link>
          </p>
        </>
      )}
    </Container>
  );
}
