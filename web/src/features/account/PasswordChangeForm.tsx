import { PASSWORD_MIN_LENGTH, passwordChangeFormSchema } from '@community/contract';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { usePasswordChange } from './password-change-api.ts';
import { SettingsSection } from './SettingsSection.tsx';

type Field = 'old_password' | 'password' | 'password_repeat';

/** The field an error of POST /api/password.php belongs under when the answer names none. */
const fieldOfCode = (code: string): Field | undefined =>
  code === 'old_password_wrong'
    ? 'old_password'
    : code === 'password_mismatch'
      ? 'password_repeat'
      : code.startsWith('password_')
        ? 'password'
        : undefined;
const EMPTY = { old_password: '', password: '', password_repeat: '' };

/** Old password, new and repeat (SPEC §5): the rules are checked here first, then by the server. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = usePasswordChange();
  const form = useContractForm<Record<Field, string>>({
    schema: passwordChangeFormSchema,
    defaultValues: EMPTY,
    fieldErrors: ['old_password', 'password', 'password_repeat'],
    fieldOfCode,
  });
  const [done, setDone] = useState(false);
  // Typing after a change takes its confirmation away.
  const clearDone = { onChange: () => setDone(false) };

  const submit = form.onSubmit(
    (values) =>
      change.mutateAsync(values).then(() => {
        form.reset(EMPTY);
        setDone(true);
      }),
    () => setDone(false),
  );

  return (
    <SettingsSection id="settings-password" title={t('settings.password.title')}>
      <Form noValidate onSubmit={submit}>
        <PasswordField
          label={t('settings.password.old')}
          id="password-change-old"
          autoComplete="current-password"
          error={form.fieldError('old_password')}
          {...form.register('old_password', clearDone)}
        />
        <PasswordField
          label={t('settings.password.new')}
          id="password-change-new"
          autoComplete="new-password"
          error={form.fieldError('password')}
          hint={t('account.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          {...form.register('password', clearDone)}
        />
        <PasswordField
          label={t('settings.password.repeat')}
          id="password-change-repeat"
          autoComplete="new-password"
          error={form.fieldError('password_repeat')}
          {...form.register('password_repeat', clearDone)}
        />
        <FormError message={form.formError} />
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
