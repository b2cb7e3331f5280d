import { PASSWORD_MIN_LENGTH, passwordResetFormSchema, WEB_ROUTES } from '@community/contract';
import { useState } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorCode, errorText } from '../../components/error-text.ts';
import { FormError } from '../../components/FormError.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { LEAVING } from '../../components/use-single-submit.ts';
import { flashState } from '../../features/flash/FlashMessage.tsx';
import { memberHomePath } from '../../features/session/member-home.ts';
import { usePasswordReset } from '../../features/session/password-reset-do-api.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { usePageTitle } from '../page-title.ts';

type Field = 'password' | 'password_repeat';
const LINK_ERRORS = new Set(['reset_link_invalid', 'reset_email_not_found']);

/** The link is spent, expired or for an address that is gone: say so and offer a new mail. */
function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" role="alert">
      <p>{message}</p>
      <Link to={WEB_ROUTES['reset-password']} className="alert-link">
        {t('resetPassword.requestNew')}
      </Link>
    </Alert>
  );
}

/** /reset-password/do?token=…: a new password, then logged in at the member home. */
export function ResetPasswordDoPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const token = query.get('token');
  const navigate = useNavigate();
  const reset = usePasswordReset();
  const form = useContractForm<Record<Field, string>>({
    schema: passwordResetFormSchema,
    defaultValues: { password: '', password_repeat: '' },
    fieldErrors: ['password', 'password_repeat'],
    fieldOfCode: (code) =>
      code === 'password_mismatch'
        ? 'password_repeat'
        : code.startsWith('password_')
          ? 'password'
          : undefined,
  });
  const [linkError, setLinkError] = useState<string>();
  usePageTitle(t('resetPassword.newTitle'));

  const submit = form.onSubmit(async (values) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ token, ...values });
    } catch (error) {
      if (!LINK_ERRORS.has(errorCode(error) ?? '')) throw error;
      setLinkError(errorText(t, error));
      return;
    }
    void navigate(memberHomePath(), { replace: true, state: flashState('resetPassword.done') });
    return LEAVING;
  });

  return (
    <Container className="py-5" style={{ maxWidth: 480 }}>
      <h1 className="h2 mb-3">{t('resetPassword.newTitle')}</h1>
      {!token ? (
        <LinkProblem message={t('errors.reset_link_invalid')} />
      ) : linkError ? (
        <LinkProblem message={linkError} />
      ) : (
        <Form noValidate onSubmit={submit}>
          <PasswordField
            label={t('resetPassword.password')}
            id="reset-password"
            autoComplete="new-password"
            error={form.fieldError('password')}
            hint={t('account.passwordHint', { count: PASSWORD_MIN_LENGTH })}
            {...form.register('password')}
          />
          <PasswordField
            label={t('resetPassword.repeat')}
            id="reset-password-repeat"
            autoComplete="new-password"
            error={form.fieldError('password_repeat')}
            {...form.register('password_repeat')}
          />
          <FormError message={form.formError} />
          <Button type="submit" variant="primary" className="w-100" disabled={reset.isPending}>
            {t('resetPassword.save')}
          </Button>
        </Form>
      )}
    </Container>
  );
}
