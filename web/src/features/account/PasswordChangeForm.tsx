import { PASSWORD_MIN_LENGTH, passwordError, passwordRepeatError } from '@community/contract';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorCode, errorField, errorText } from '../../components/error-text.ts';
import { FormError } from '../../components/FormError.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useSingleSubmit } from '../../components/use-single-submit.ts';
import { usePasswordChange } from './password-change-api.ts';
import { SettingsSection } from './SettingsSection.tsx';

type Field = 'old_password' | 'password' | 'password_repeat';
type FieldErrors = Partial<Record<Field, string>>;

/** The field an error of POST /api/password.php belongs under; undefined for a form-wide error. */
function fieldOf(error: unknown): Field | undefined {
  const field = errorField(error);
  if (field === 'old_password' || field === 'password' || field === 'password_repeat') return field;
  const code = errorCode(error);
  if (code === 'old_password_wrong') return 'old_password';
  if (code === 'password_mismatch') return 'password_repeat';
  if (code?.startsWith('password_')) return 'password';
  return undefined;
}

/** Old password, new and repeat (SPEC §5): the rules are checked here first, then by the server. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = usePasswordChange();
  const submitOnce = useSingleSubmit();
  const [values, setValues] = useState<Record<Field, string>>({
    old_password: '',
    password: '',
    password_repeat: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState(false);

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [field]: event.currentTarget.value });
    setDone(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!values.old_password) found.old_password = t('errors.old_password_wrong');
    const passwordProblem = passwordError(values.password);
    if (passwordProblem) found.password = t(`errors.${passwordProblem}`);
    const repeatProblem = passwordRepeatError(values.password, values.password_repeat);
    if (repeatProblem) found.password_repeat = t(`errors.${repeatProblem}`);
    setErrors(found);
    setFormError(undefined);
    setDone(false);
    if (Object.keys(found).length > 0) return;
    submitOnce(() =>
      change.mutateAsync(values).then(
        () => {
          setValues({ old_password: '', password: '', password_repeat: '' });
          setDone(true);
        },
        (error: unknown) => {
          const field = fieldOf(error);
          if (field) setErrors({ [field]: errorText(t, error) });
          else setFormError(errorText(t, error));
        },
      ),
    );
  };

  return (
    <SettingsSection id="settings-password" title={t('settings.password.title')}>
      <Form noValidate onSubmit={submit}>
        <PasswordField
          label={t('settings.password.old')}
          id="password-change-old"
          autoComplete="current-password"
          value={values.old_password}
          onChange={set('old_password')}
          error={errors.old_password}
        />
        <PasswordField
          label={t('settings.password.new')}
          id="password-change-new"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={t('account.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField
          label={t('settings.password.repeat')}
          id="password-change-repeat"
          autoComplete="new-password"
          value={values.password_repeat}
          onChange={set('password_repeat')}
          error={errors.password_repeat}
        />
        <FormError message={formError} />
        {done && (
          <Alert variant="success" role="status">
            {t('settings.password.done')}
          </Alert>
        )}
        <Button type="submit" variant="primary" disabled={change.isPending}>
          {t('settings.password.submit')}
        </Button>
      </Form>
    </SettingsSection>
  );
}
