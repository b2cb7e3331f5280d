import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../account/SettingsSection.tsx';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { useEnablePush } from './EnablePushAlert.tsx';
import { disablePush, type PushState, usePushState } from './push-state.ts';

const HELP_KEYS = {
  'not-capable': 'push.settings.notCapable',
  denied: 'push.settings.denied',
  unknown: 'push.settings.description',
  'not-subscribed': 'push.settings.description',
  subscribed: 'push.settings.description',
} as const satisfies Record<PushState, string>;

/** The push switch of /notifications: this device's notifications on or off, or why they cannot be. */
export function PushSettings() {
  const { t } = useTranslation();
  const publicKey = useCurrentSettings().push_public_key;
  const state = usePushState(publicKey);
  const enable = useEnablePush();
  const disable = useMutation({ mutationFn: disablePush });
  const busy = enable.isPending || disable.isPending;
  const usable = state === 'subscribed' || state === 'not-subscribed';
  // A site without a push key sends no pushes: nothing to switch.
  if (!publicKey) return null;
  return (
    <SettingsSection id="settings-push" title={t('push.settings.title')}>
      <Form.Check
        type="switch"
        role="switch"
        id="push-switch"
        label={t('push.settings.switch')}
        checked={state === 'subscribed'}
        disabled={!usable || busy}
        onChange={(event) => (event.currentTarget.checked ? enable.mutate() : disable.mutate())}
        aria-describedby="push-switch-help"
      />
      <Form.Text id="push-switch-help" className="d-block ms-5">
        {t(HELP_KEYS[state])}
      </Form.Text>
      {(enable.isError || disable.isError) && (
        <p role="alert" className="text-danger small mt-2 mb-0">
          {t('push.failed')}
        </p>
      )}
    </SettingsSection>
  );
}
