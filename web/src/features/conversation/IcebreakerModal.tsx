import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** The suggested openers, in this order (texts under `icebreakers.openers.<key>`). */
const ICEBREAKER_KEYS = ['weekend', 'profile', 'travel', 'food', 'perfectDate'] as const;

/**
 * The icebreaker modal (SPEC §2): in a conversation without messages, a few openers to start with. Picking one
 * puts it in the input (the member still decides to send it); it can simply be closed.
 */
export function IcebreakerModal({
  show,
  name,
  onPick,
  onClose,
  onExited,
}: {
  show: boolean;
  name: string;
  onPick: (text: string) => void;
  onClose: () => void;
  /** Gone from the screen: the input takes the focus. */
  onExited: () => void;
}) {
  const { t } = useTranslation();
  // A picked opener closes the dialog at once, without fading out: the input has the focus before the member's
  // next key (Enter sends), and no dialog is left claiming the screen while the focus is outside it.
  const [picked, setPicked] = useState(false);
  return (
    <Modal
      show={show}
      animation={!picked}
      onHide={onClose}
      onExited={onExited}
      restoreFocus={false}
      centered
      aria-labelledby="icebreaker-title"
    >
      <Modal.Header closeButton closeLabel={t('conversation.close')}>
        <Modal.Title id="icebreaker-title" as="h2" className="h5">
          {t('icebreakers.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('icebreakers.intro')}</p>
        <div className="d-grid gap-2">
          {ICEBREAKER_KEYS.map((key) => {
            const text = t(`icebreakers.openers.${key}`, { name });
            return (
              <button
                key={key}
                type="button"
                className="btn btn-outline-primary text-start"
                onClick={() => {
                  setPicked(true);
                  onPick(text);
                }}
              >
                {text}
              </button>
            );
          })}
        </div>
      </Modal.Body>
    </Modal>
  );
}
