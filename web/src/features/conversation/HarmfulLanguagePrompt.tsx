import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

type Props = {
  show: boolean;
  onSend: () => void;
  onEdit: () => void;
  onExited: () => void;
};

/**
 * "Are you sure?" before a message with harmful language leaves (decision 0057): the member may still send it,
 * or go back to the text and change it. Going back is the default and what Escape does.
 */
export function HarmfulLanguagePrompt({ show, onSend, onEdit, onExited }: Props) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onEdit} onExited={onExited} centered aria-labelledby="harmful-language-title">
      <Modal.Header>
        <Modal.Title id="harmful-language-title" as="h2" className="h5">
          {t('conversation.harmful.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('conversation.harmful.body')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onSend}>
          {t('conversation.harmful.send')}
        </Button>
        <Button variant="primary" onClick={onEdit} autoFocus>
          {t('conversation.harmful.edit')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
