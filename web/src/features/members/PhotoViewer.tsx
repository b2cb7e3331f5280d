import { useEffect } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ReportLink } from '../complaints/ReportLink.tsx';
import { usePhotoUrl } from '../photos/photo-url.ts';

type Props = {
  name: string;
  /** File names of the full-size renditions the viewer may see. */
  filenames: string[];
  /** The photos' ids, in the order of `filenames`: each can be reported, unless they are the viewer's own. */
  reportIds?: number[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** A larger view of one photo, walked with the buttons or the arrow keys; Escape closes it. */
export function PhotoViewer({ name, filenames, reportIds, index, onIndexChange, onClose }: Props) {
  const { t } = useTranslation();
  const url = usePhotoUrl();
  const total = filenames.length;
  const open = index !== null && index < total;
  const current = index ?? 0;

  useEffect(() => {
    if (!open || total < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange((current - 1 + total) % total);
      if (event.key === 'ArrowRight') onIndexChange((current + 1) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, current, total, onIndexChange]);

  const filename = open ? filenames[current] : undefined;
  const number = current + 1;
  const reportId = open ? reportIds?.[current] : undefined;
  return (
    <Modal show={open} onHide={onClose} size="lg" centered aria-labelledby="photo-viewer-title">
      <Modal.Header closeButton closeLabel={t('member.close')}>
        <Modal.Title id="photo-viewer-title" as="h2" className="h6">
          {t('member.photos.viewerTitle', { name, number, total })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center p-2">
        {filename && (
          <img
            src={url(filename)}
            alt={t('member.photos.photoAlt', { name, number })}
            className="img-fluid rounded"
            style={{ maxHeight: '75vh' }}
          />
        )}
      </Modal.Body>
      {(total > 1 || reportId !== undefined) && (
        <Modal.Footer className="justify-content-between">
          {total > 1 && (
            <Button variant="outline-secondary" onClick={() => onIndexChange((current - 1 + total) % total)}>
              {t('member.photos.previous')}
            </Button>
          )}
          {reportId !== undefined && <ReportLink kind="photo" id={reportId} name={name} />}
          {total > 1 && (
            <Button variant="outline-secondary" onClick={() => onIndexChange((current + 1) % total)}>
              {t('member.photos.next')}
            </Button>
          )}
        </Modal.Footer>
      )}
    </Modal>
  );
}
