import { useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** Delete, after a confirmation: a deleted photo cannot be brought back. */
export function DeletePhotoButton({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline-danger" size="sm" disabled={busy} onClick={() => setAsking(true)}>
        {t('photos.delete')}
      </Button>
      <Modal show={asking} onHide={() => setAsking(false)} centered aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel={t('account.close')}>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {t('photos.deleteConfirm.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('photos.deleteConfirm.body')}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('photos.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setAsking(false);
              onConfirm();
            }}
          >
            {t('photos.deleteConfirm.confirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
