import type { CurrentUser } from '@community/contract';
import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { useUpdateAccountSettings } from './account-settings-api.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** Invisible mode: the member browses without being listed. */
export function PrivacySettings({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateAccountSettings();
  const checked = update.isPending ? Boolean(update.variables?.invisible) : user.invisible;
  return (
    <SettingsSection id="settings-privacy" title={t('settings.privacy.title')}>
      <Form.Check
        type="switch"
        role="switch"
        id="settings-invisible"
        label={t('settings.privacy.invisible')}
        checked={checked}
        onChange={(event) => update.mutate({ invisible: event.currentTarget.checked })}
        aria-describedby="settings-invisible-help"
      />
      <Form.Text id="settings-invisible-help" className="d-block ms-5">
        {t('settings.privacy.invisibleHelp')}
      </Form.Text>
      {update.isError && (
        <Alert variant="danger" className="mt-3 mb-0">
          {errorText(t, update.error)}
        </Alert>
      )}
    </SettingsSection>
  );
}
