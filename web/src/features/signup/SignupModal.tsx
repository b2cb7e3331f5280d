import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { SignupPhase } from './SignupFlow.tsx';
import { setSignupModalOpen, useSignupModalOpen } from './signup-modal-store.ts';

// Loaded when a visitor opens the modal: the steps and their form library stay out of the first paint.
const SignupFlow = lazy(async () => ({ default: (await import('./SignupFlow.tsx')).SignupFlow }));

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
        <Suspense
          fallback={
            <Spinner animation="border" role="status" className="d-block mx-auto my-4">
              <span className="visually-hidden">{t('progress.loading')}</span>
            </Spinner>
          }
        >
          <SignupFlow headingLevel={3} onProgressChange={onProgressChange} onContinue={close} />
        </Suspense>
      </Modal.Body>
    </Modal>
  );
}
