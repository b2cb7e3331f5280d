import { passwordResetRequestFormSchema, WEB_ROUTES } from '@community/contract';
import { useState } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../components/FormError.tsx';
import {
  PASSWORD_RESET_LINK_HOURS,
  usePasswordResetRequest,
} from '../../features/session/password-reset-api.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { usePageTitle } from '../page-title.ts';

/**
 * Request a reset link. The answer is the same whether or not the address has an account, so this page never
 * reveals who is a member.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const request = usePasswordResetRequest();
  const form = useContractForm<{ email: string }>({
    schema: passwordResetRequestFormSchema,
    defaultValues: { email: '' },
    fieldErrors: ['email'],
    fieldOfCode: (code) => (code === 'email_invalid' ? 'email' : undefined),
  });
  const [sent, setSent] = useState(false);
  usePageTitle(t('resetPassword.title'));
  const emailProblem = form.fieldError('email');

  const submit = form.onSubmit(({ email }) => request.mutateAsync(email.trim()).then(() => setSent(true)));

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
                isInvalid={Boolean(emailProblem)}
                aria-invalid={emailProblem ? true : undefined}
                aria-describedby={emailProblem ? 'reset-email-error' : undefined}
                {...form.register('email')}
              />
              <Form.Control.Feedback type="invalid" id="reset-email-error">
                {emailProblem}
              </Form.Control.Feedback>
            </Form.Group>
            <FormError message={form.formError} />
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
