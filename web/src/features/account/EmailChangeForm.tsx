import { type CurrentUser, emailChangeFormSchema } from '@community/contract';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useEmailChange } from './email-change-api.ts';
import { SettingsSection } from './SettingsSection.tsx';

type Field = 'email' | 'password';

const fieldOfCode = (code: string): Field | undefined =>
  code === 'email_invalid' || code === 'email_taken'
    ? 'email'
    : code === 'password_wrong'
      ? 'password'
      : undefined;

/** A new address is confirmed from a link sent to it; until then the current one stays. */
export function EmailChangeForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const change = useEmailChange();
  const form = useContractForm<Record<Field, string>>({
    schema: emailChangeFormSchema,
    defaultValues: { email: '', password: '' },
    fieldErrors: ['email', 'password'],
    fieldOfCode,
  });
  const [sentTo, setSentTo] = useState<string>();
  const emailProblem = form.fieldError('email');

  const submit = form.onSubmit(
    ({ email, password }) => {
      const address = email.trim();
      return change.mutateAsync({ email: address, password }).then(() => {
        setSentTo(address);
        form.reset();
      });
    },
    () => setSentTo(undefined),
  );

  return (
    <SettingsSection id="settings-email" title={t('settings.email.title')}>
      <p>{t('settings.email.current', { email: user.email })}</p>
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="email-change-email">
          <Form.Label>{t('settings.email.new')}</Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            isInvalid={Boolean(emailProblem)}
            aria-invalid={emailProblem ? true : undefined}
            aria-describedby={emailProblem ? 'email-change-email-error' : undefined}
            {...form.register('email')}
          />
          <Form.Control.Feedback type="invalid" id="email-change-email-error">
            {emailProblem}
          </Form.Control.Feedback>
        </Form.Group>
        <PasswordField
          label={t('settings.email.password')}
          id="email-change-password"
          autoComplete="current-password"
          error={form.fieldError('password')}
          {...form.register('password')}
        />
        <FormError message={form.formError} />
        {sentTo && (
          <Alert variant="success" role="status">
            {t('settings.email.sent', { email: sentTo })}
          </Alert>
        )}
        <Button type="submit" variant="primary" disabled={change.isPending}>
          {t('settings.email.submit')}
        </Button>
      </Form>
    </SettingsSection>
  );
}
