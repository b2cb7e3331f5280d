import { useCallback, useEffect, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SignupFlow, type SignupPhase } from './SignupFlow.tsx';
import { setSignupModalOpen, useSignupModalOpen } from './signup-modal-store.ts';

/**
 * The large signup modal of SPEC §2. While signup is in progress, neither the backdrop nor Esc closes it;
 * the close button is there until sending starts.
 */
export function SignupModal() {
  const { t } = useTranslation();
  const show = useSignupModalOpen();
  const [progress, setProgress] = useState<{ inProgress: boolean; phase: SignupPhase }>({
    inProgress: false,
    phase: 'form',
  });
  const close = useCallback(() => setSignupModalOpen(false), []);
  const onProgressChange = useCallback(
    (inProgress: boolean, phase: SignupPhase) => setProgress({ inProgress, phase }),
    [],
  );
  // The store outlives the layout: a layout that goes away takes its modal with it.
  useEffect(() => close, [close]);
  return (
    <Modal
      show={show}
      size="lg"
      onHide={close}
      onExited={() => setProgress({ inProgress: false, phase: 'form' })}
      backdrop={progress.inProgress ? 'static' : true}
      keyboard={!progress.inProgress}
      aria-labelledby="signup-modal-title"
    >
      <Modal.Header closeButton={progress.phase === 'form'} closeLabel={t('signup.modal.close')}>
        <Modal.Title as="h2" className="h5" id="signup-modal-title">
          {t('signup.modal.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SignupFlow headingLevel={3} onProgressChange={onProgressChange} onContinue={close} />
      </Modal.Body>
    </Modal>
  );
}
