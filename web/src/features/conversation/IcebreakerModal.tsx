import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** The suggested openers, in this order (texts under `icebreakers.openers.<key>`). */
export const ICEBREAKER_KEYS = ['weekend', 'profile', 'travel', 'food', 'perfectDate'] as const;

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
  /** Gone from the screen after closing: the input takes the focus. */
  onExited: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      restoreFocus={false}
      // Closed, the dialog no longer pulls the focus back while it fades out, so the input can take it at once.
      enforceFocus={show}
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
                onClick={() => onPick(text)}
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
