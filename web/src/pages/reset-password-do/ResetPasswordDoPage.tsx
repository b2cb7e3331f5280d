import { PASSWORD_MIN_LENGTH, passwordError, passwordRepeatError, WEB_ROUTES } from '@community/contract';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorCode, errorField, errorText } from '../../components/error-text.ts';
import { FormError } from '../../components/FormError.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { LEAVING, useSingleSubmit } from '../../components/use-single-submit.ts';
import { flashState } from '../../features/flash/FlashMessage.tsx';
import { memberHomePath } from '../../features/session/member-home.ts';
import { usePasswordReset } from '../../features/session/password-reset-do-api.ts';
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
  const submitOnce = useSingleSubmit();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', password_repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [linkError, setLinkError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  usePageTitle(t('resetPassword.newTitle'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const found: Partial<Record<Field, string>> = {};
    const problem = passwordError(values.password);
    if (problem) found.password = t(`errors.${problem}`);
    const repeatProblem = passwordRepeatError(values.password, values.password_repeat);
    if (repeatProblem) found.password_repeat = t(`errors.${repeatProblem}`);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    submitOnce(() =>
      reset.mutateAsync({ token, ...values }).then(
        () => {
          void navigate(memberHomePath(), { replace: true, state: flashState('resetPassword.done') });
          return LEAVING;
        },
        (error: unknown) => {
          const code = errorCode(error) ?? '';
          const field = errorField(error);
          if (LINK_ERRORS.has(code)) setLinkError(errorText(t, error));
          else if (field === 'password_repeat' || code === 'password_mismatch')
            setErrors({ password_repeat: errorText(t, error) });
          else if (field === 'password' || code.startsWith('password_'))
            setErrors({ password: errorText(t, error) });
          else setFormError(errorText(t, error));
        },
      ),
    );
  };

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: event.currentTarget.value });

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
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            hint={t('account.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          />
          <PasswordField
            label={t('resetPassword.repeat')}
            id="reset-password-repeat"
            autoComplete="new-password"
            value={values.password_repeat}
            onChange={set('password_repeat')}
            error={errors.password_repeat}
          />
          <FormError message={formError} />
          <Button type="submit" variant="primary" className="w-100" disabled={reset.isPending}>
            {t('resetPassword.save')}
          </Button>
        </Form>
      )}
    </Container>
  );
}
