import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** "Remove the conversation with …?": the confirmation before a chat leaves the list (SPEC §4). */
export function DeleteChatDialog({
  show,
  name,
  onConfirm,
  onCancel,
  onExited,
}: {
  show: boolean;
  /** The other member. */
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
  onExited: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onExited={onExited}
      restoreFocus={false}
      centered
      aria-labelledby="chat-delete-title"
    >
      <Modal.Header closeButton closeLabel={t('member.close')}>
        <Modal.Title id="chat-delete-title" as="h2" className="h5">
          {t('chats.delete.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('chats.delete.body', { name })}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('chats.delete.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('chats.delete.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
