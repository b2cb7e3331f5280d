import { type CurrentUser, NOTIFICATION_TYPES, type NotificationType } from '@community/contract';
import { useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { useUpdateAccountSettings } from './account-settings-api.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** Why e-mail stopped (SPEC §8) and the way to turn it back on. */
function EmailDisabledNotice({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const enable = useUpdateAccountSettings();
  if (!user.email_disabled_reason) return null;
  return (
    <Alert variant="warning" role="status">
      <h3 className="h6 alert-heading">{t('settings.notifications.emailDisabled.title')}</h3>
      <p>{t(`settings.notifications.emailDisabled.${user.email_disabled_reason}`, { email: user.email })}</p>
      <Button
        variant="primary"
        size="sm"
        disabled={enable.isPending}
        onClick={() => enable.mutate({ email_enabled: true })}
      >
        {t('settings.notifications.emailEnable')}
      </Button>
      {enable.isError && (
        <p role="alert" className="text-danger small mt-2 mb-0">
          {errorText(t, enable.error)}
        </p>
      )}
    </Alert>
  );
}

/**
 * One switch per notification type. The switches show the wanted state at once; the server's answer then
 * becomes the truth (and a failure puts the switches back).
 */
export function NotificationSettings({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateAccountSettings();
  const [draft, setDraft] = useState<NotificationType[] | null>(null);
  const latest = useRef(0);
  const disabled = draft ?? user.notifications_disabled;

  const toggle = (type: NotificationType, on: boolean) => {
    const next = NOTIFICATION_TYPES.filter((each) => (each === type ? !on : disabled.includes(each)));
    const request = ++latest.current;
    setDraft(next);
    update.mutate(
      { notifications_disabled: next },
      {
        onSettled: () => {
          if (request === latest.current) setDraft(null);
        },
      },
    );
  };

  return (
    <SettingsSection id="settings-notifications" title={t('settings.notifications.title')}>
      <EmailDisabledNotice user={user} />
      <p className="text-body-secondary">{t('settings.notifications.intro')}</p>
      {NOTIFICATION_TYPES.map((type) => (
        <Form.Group key={type} className="mb-3">
          <Form.Check
            type="switch"
            role="switch"
            id={`notification-${type}`}
            label={t(`settings.notifications.types.${type}.label`)}
            checked={!disabled.includes(type)}
            onChange={(event) => toggle(type, event.currentTarget.checked)}
            aria-describedby={`notification-${type}-help`}
          />
          <Form.Text id={`notification-${type}-help`} className="d-block ms-5">
            {t(`settings.notifications.types.${type}.description`)}
          </Form.Text>
        </Form.Group>
      ))}
      {update.isError && (
        <Alert variant="danger" className="mb-0">
          {errorText(t, update.error)}
        </Alert>
      )}
    </SettingsSection>
  );
}
