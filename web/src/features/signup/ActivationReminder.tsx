import { needsActivationReminder } from '@community/contract';
import { useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useCurrentUser } from '../session/use-current-user.ts';
import { ResendActivation } from './ResendActivation.tsx';
import { readReminderModalFlag, setReminderModalFlag } from './reminder-modal-flag.ts';
import { useSignupModalOpen } from './signup-modal-store.ts';

/** Routes that already speak about the confirmation, or are the signup itself. */
const QUIET_ROUTES = new Set([
  'signup',
  'members-id-signup',
  'complete-signup',
  'activate-done',
  'activate-error',
]);

/**
 * SPEC §4: an unconfirmed account (`needsActivationReminder`) is reminded to confirm the e-mail address — as an
 * alert on top of the page, or as a modal right after a signup completed on a smartphone.
 */
export function ActivationReminder() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const quietRoute = useMatches().some((match) => QUIET_ROUTES.has(match.id));
  const signupOpen = useSignupModalOpen();
  const [, rerender] = useState(0);
  if (!user || !needsActivationReminder(user) || quietRoute || signupOpen) return null;
  const body = t('activation.reminder.body', { email: user.email });
  if (readReminderModalFlag()) {
    const close = () => {
      setReminderModalFlag(false);
      rerender((n) => n + 1);
    };
    return (
      <Modal show onHide={close} centered aria-labelledby="activation-reminder-title">
        <Modal.Header closeButton closeLabel={t('activation.reminder.close')}>
          <Modal.Title as="h2" className="h5" id="activation-reminder-title">
            {t('activation.reminder.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{body}</p>
          <ResendActivation />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            {t('activation.reminder.close')}
          </Button>
        </Modal.Footer>
      </Modal>
    );
  }
  return (
    <Alert variant="warning" className="rounded-0 mb-0 border-start-0 border-end-0 py-2 small">
      <div className="container">
        <p className="mb-1">
          <strong>{t('activation.reminder.title')}</strong> {body}
        </p>
        <ResendActivation size="sm" variant="outline-dark" />
      </div>
    </Alert>
  );
}
