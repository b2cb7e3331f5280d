import {
  accountDeleteConfirmFormSchema,
  accountDeleteReasonFormSchema,
  type CurrentUser,
  DELETE_REASONS,
  DELETED_ACCOUNT_GRACE_DAYS,
  type DeleteReason,
  NOTIFICATION_TYPES,
} from '@community/contract';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { FormError } from '../../components/FormError.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { LEAVING } from '../../components/use-single-submit.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useCompanyInfo } from '../company/company-info-api.ts';
import { useDeleteAccount } from './account-delete-api.ts';
import { useUpdateAccountSettings } from './account-settings-api.ts';
import { SettingsSection } from './SettingsSection.tsx';

type Step = 'closed' | 'alternatives' | 'reason' | 'confirm';

/** Each step starts at its heading (a new element per step), so keyboard and screen reader users land there. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

/** The ways to stay: invisible mode, no more e-mail, and the company's discount when it offers one. */
function Alternatives({ user, onStay }: { user: CurrentUser; onStay: () => void }) {
  const { t } = useTranslation();
  const invisible = useUpdateAccountSettings();
  const pause = useUpdateAccountSettings();
  const discount = useCompanyInfo().data?.delete_discount ?? 0;
  const allPaused = NOTIFICATION_TYPES.every((type) => user.notifications_disabled.includes(type));
  const failed = invisible.error ?? pause.error;
  return (
    <>
      <p>{t('settings.delete.alternatives.intro')}</p>
      <ul className="list-unstyled d-grid gap-3">
        <li>
          {user.invisible ? (
            <p className="mb-0 text-success" role="status">
              {t('settings.delete.alternatives.invisibleDone')}
            </p>
          ) : (
            <>
              <Button
                variant="outline-primary"
                disabled={invisible.isPending}
                onClick={() => invisible.mutate({ invisible: true })}
              >
                {t('settings.delete.alternatives.invisible')}
              </Button>
              <Form.Text className="d-block">{t('settings.delete.alternatives.invisibleHelp')}</Form.Text>
            </>
          )}
        </li>
        <li>
          {allPaused ? (
            <p className="mb-0 text-success" role="status">
              {t('settings.delete.alternatives.pauseDone')}
            </p>
          ) : (
            <>
              <Button
                variant="outline-primary"
                disabled={pause.isPending}
                onClick={() => pause.mutate({ notifications_disabled: [...NOTIFICATION_TYPES] })}
              >
                {t('settings.delete.alternatives.pause')}
              </Button>
              <Form.Text className="d-block">{t('settings.delete.alternatives.pauseHelp')}</Form.Text>
            </>
          )}
        </li>
        {discount > 0 && (
          <li>
            <p className="mb-2 fw-semibold">{t('settings.delete.alternatives.discount', { discount })}</p>
            <Button variant="primary" onClick={onStay}>
              {t('settings.delete.alternatives.stay')}
            </Button>
          </li>
        )}
      </ul>
      {failed && (
        <Alert variant="danger" role="alert">
          {errorText(t, failed)}
        </Alert>
      )}
    </>
  );
}

/**
 * Deleting is a few deliberate steps: first the alternatives, then the reason, then the password. The
 * account can be reactivated within DELETED_ACCOUNT_GRACE_DAYS days from the link we mail.
 */
export function DeleteAccountPanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [step, setStep] = useState<Step>('closed');
  const reasonForm = useContractForm<{ reason: DeleteReason | ''; reason_text: string }>({
    schema: accountDeleteReasonFormSchema,
    defaultValues: { reason: '', reason_text: '' },
    messages: { reason: 'settings.delete.reason.required' },
    recheckOnChange: true,
  });
  const reasonMissing = reasonForm.fieldError('reason');
  const confirmForm = useContractForm<{ password: string }>({
    schema: accountDeleteConfirmFormSchema,
    defaultValues: { password: '' },
    fieldErrors: ['password'],
    fieldOfCode: (code) => (code === 'password_wrong' ? 'password' : undefined),
  });

  const goTo = (next: Step) => {
    confirmForm.setFormError(undefined);
    setStep(next);
  };

  const toConfirm = reasonForm.onSubmit(() => goTo('confirm'));

  const submit = confirmForm.onSubmit(({ password }) => {
    const { reason, reason_text } = reasonForm.getValues();
    if (!reason) return;
    const text = reason_text.trim();
    return remove
      .mutateAsync({ password, reason, ...(text ? { reason_text: text } : {}) })
      .then(() => LEAVING);
  });

  const stepTitle = {
    closed: t('settings.delete.title'),
    alternatives: t('settings.delete.alternatives.title'),
    reason: t('settings.delete.reason.title'),
    confirm: t('settings.delete.confirm.title'),
  }[step];

  return (
    <SettingsSection id="settings-delete" title={t('settings.delete.title')}>
      {step !== 'closed' && (
        <h3 key={step} ref={focusOnMount} tabIndex={-1} className="h6">
          {stepTitle}
        </h3>
      )}
      {step === 'closed' && (
        <>
          <p>{t('settings.delete.intro', { count: DELETED_ACCOUNT_GRACE_DAYS })}</p>
          <Button variant="outline-danger" onClick={() => goTo('alternatives')}>
            {t('settings.delete.start')}
          </Button>
        </>
      )}
      {step === 'alternatives' && (
        <>
          <Alternatives user={user} onStay={() => goTo('closed')} />
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-secondary" onClick={() => goTo('closed')}>
              {t('settings.delete.cancel')}
            </Button>
            <Button variant="outline-danger" onClick={() => goTo('reason')}>
              {t('settings.delete.continue')}
            </Button>
          </div>
        </>
      )}
      {step === 'reason' && (
        <Form noValidate onSubmit={toConfirm}>
          <fieldset className="mb-3" aria-describedby={reasonMissing ? 'delete-reason-error' : undefined}>
            <legend className="fs-6">{t('settings.delete.reason.legend')}</legend>
            {DELETE_REASONS.map((each) => (
              <Form.Check
                key={each}
                type="radio"
                id={`delete-reason-${each}`}
                label={t(`settings.delete.reasons.${each}`)}
                value={each}
                {...reasonForm.register('reason')}
              />
            ))}
            {reasonMissing && (
              <p id="delete-reason-error" className="text-danger small mt-1 mb-0" role="alert">
                {reasonMissing}
              </p>
            )}
          </fieldset>
          <Form.Group className="mb-3" controlId="delete-reason-text">
            <Form.Label>{t('settings.delete.reason.text')}</Form.Label>
            <Form.Control as="textarea" rows={3} maxLength={1000} {...reasonForm.register('reason_text')} />
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-secondary" onClick={() => goTo('alternatives')}>
              {t('settings.delete.back')}
            </Button>
            <Button type="submit" variant="outline-danger">
              {t('settings.delete.next')}
            </Button>
          </div>
        </Form>
      )}
      {step === 'confirm' && (
        <Form noValidate onSubmit={submit}>
          <p>{t('settings.delete.confirm.body', { count: DELETED_ACCOUNT_GRACE_DAYS })}</p>
          <PasswordField
            label={t('settings.delete.confirm.password')}
            id="delete-password"
            autoComplete="current-password"
            error={confirmForm.fieldError('password')}
            {...confirmForm.register('password')}
          />
          <FormError message={confirmForm.formError} />
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-secondary" onClick={() => goTo('reason')}>
              {t('settings.delete.back')}
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {t('settings.delete.confirm.submit')}
            </Button>
          </div>
        </Form>
      )}
    </SettingsSection>
  );
}
