import { isBuiltRoute, type LoginBody, loginFormSchema, WEB_ROUTES } from '@community/contract';
import { useState } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormError } from '../../components/FormError.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { LEAVING } from '../../components/use-single-submit.ts';
import { type FlashState, flashState } from '../../features/flash/FlashMessage.tsx';
import { useLogin } from '../../features/session/login-api.ts';
import { memberHomePath } from '../../features/session/member-home.ts';
import { safeNextPath } from '../../features/session/safe-next.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { usePageTitle } from '../page-title.ts';
import { ReactivatePanel } from './ReactivatePanel.tsx';

function LoginForm({ linkInvalid, onSubmit }: { linkInvalid: boolean; onSubmit: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useContractForm<LoginBody>({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '' },
    rulesAsFormError: true,
  });
  const submit = form.onSubmit(({ email, password }) => {
    onSubmit();
    return login.mutateAsync({ email: email.trim(), password }).then(() => LEAVING);
  });

  return (
    <>
      <h1 className="h2 mb-4">{t('login.title')}</h1>
      {linkInvalid && (
        <Alert variant="warning" role="status">
          {t('login.linkInvalid')}
        </Alert>
      )}
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="login-email">
          <Form.Label>{t('login.email')}</Form.Label>
          <Form.Control type="email" autoComplete="username" inputMode="email" {...form.register('email')} />
        </Form.Group>
        <PasswordField
          label={t('login.password')}
          id="login-password"
          autoComplete="current-password"
          {...form.register('password')}
        />
        <FormError message={form.formError} />
        <Button type="submit" variant="primary" className="w-100" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
      <p className="mt-3 mb-2">
        <Link to={WEB_ROUTES['reset-password']}>{t('login.forgotPassword')}</Link>
      </p>
      {isBuiltRoute('signup') && (
        <p className="mb-0">
          {t('login.noAccount')} <Link to={WEB_ROUTES.signup}>{t('login.signup')}</Link>
        </p>
      )}
    </>
  );
}

/**
 * Login (SPEC §2), with `?next=` (same-site paths only), `?reactivate=<token>` from the reactivation mail and
 * `?link=invalid` after a spent sign-in link. A member who is already logged in goes to the member home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [query] = useSearchParams();
  const reactivateToken = query.get('reactivate');
  // Where to go once logged in (and what to say there): chosen on submit, so the redirect does not race the login.
  const [destination, setDestination] = useState<{ path: string; state?: FlashState }>();
  usePageTitle(reactivateToken ? t('login.reactivate.title') : t('login.title'));

  if (user) return <Navigate to={destination?.path ?? memberHomePath()} state={destination?.state} replace />;
  return (
    <Container className="py-5" style={{ maxWidth: 480 }}>
      {reactivateToken ? (
        <ReactivatePanel
          token={reactivateToken}
          // The account is back: the member home says so (SPEC §4, 14-day reactivation).
          onSubmit={() =>
            setDestination({ path: memberHomePath(), state: flashState('login.reactivate.welcomeBack') })
          }
        />
      ) : (
        <LoginForm
          linkInvalid={query.get('link') === 'invalid'}
          onSubmit={() => setDestination({ path: safeNextPath(query.get('next')) ?? memberHomePath() })}
        />
      )}
    </Container>
  );
}
