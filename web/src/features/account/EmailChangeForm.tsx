import { type CurrentUser, emailError } from '@community/contract';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorCode, errorField, errorText } from '../../components/error-text.ts';
import { FormError } from '../../components/FormError.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useSingleSubmit } from '../../components/use-single-submit.ts';
import { useEmailChange } from './email-change-api.ts';
import { SettingsSection } from './SettingsSection.tsx';

type Field = 'email' | 'password';

function fieldOf(error: unknown): Field | undefined {
  const field = errorField(error);
  if (field === 'email' || field === 'password') return field;
  const code = errorCode(error);
  if (code === 'email_invalid' || code === 'email_taken') return 'email';
  if (code === 'password_wrong') return 'password';
  return undefined;
}

/** A new address is confirmed from a link sent to it; until then the current one stays. */
export function EmailChangeForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const change = useEmailChange();
  const submitOnce = useSingleSubmit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const found: Partial<Record<Field, string>> = {};
    const problem = emailError(address);
    if (problem) found.email = t(`errors.${problem}`);
    if (!password) found.password = t('errors.password_wrong');
    setErrors(found);
    setFormError(undefined);
    setSentTo(undefined);
    if (Object.keys(found).length > 0) return;
    submitOnce(() =>
      change.mutateAsync({ email: address, password }).then(
        () => {
          setSentTo(address);
          setEmail('');
          setPassword('');
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
    <SettingsSection id="settings-email" title={t('settings.email.title')}>
      <p>{t('settings.email.current', { email: user.email })}</p>
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="email-change-email">
          <Form.Label>{t('settings.email.new')}</Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            isInvalid={Boolean(errors.email)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'email-change-email-error' : undefined}
          />
          <Form.Control.Feedback type="invalid" id="email-change-email-error">
            {errors.email}
          </Form.Control.Feedback>
        </Form.Group>
        <PasswordField
          label={t('settings.email.password')}
          id="email-change-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <FormError message={formError} />
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
