import { useEffect, useRef, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { useLanguage } from '../locale/use-language.ts';
import { PhotoQueueItem } from './PhotoQueueItem.tsx';
import {
  type PhotoDecision,
  type PhotoQueueAnswer,
  useDecidePhoto,
  usePhotoQueue,
} from './photo-queue-api.ts';

function EmptyQueue({ takeFocus }: { takeFocus: boolean }) {
  const { t } = useTranslation('admin-photos');
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) text.current?.focus();
  }, [takeFocus]);
  return (
    <p ref={text} tabIndex={-1} className="lead">
      {t('adminPhotos.empty')}
    </p>
  );
}

/** How many photos wait, and since when the oldest does. */
function QueueSize({ queue }: { queue: PhotoQueueAnswer }) {
  const { t } = useTranslation('admin-photos');
  const { tag } = useLanguage();
  const oldest =
    queue.oldest_at &&
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(queue.oldest_at),
    );
  return (
    <p className="fw-semibold">
      {t('adminPhotos.queueOpen', { count: queue.open })}
      {oldest && `, ${t('adminPhotos.queueOldest', { date: oldest })}`}
    </p>
  );
}

/**
 * The photos in inspection, oldest first. After a decision the photo leaves the list and the keyboard focus
 * moves to the one that took its place, so a moderator can work through the queue without the mouse.
 */
export function PhotoQueue() {
  const { t } = useTranslation('admin-photos');
  // Error texts (errors.<code>) are the app's own, in the default namespace.
  const { t: tApp } = useTranslation();
  const queue = usePhotoQueue();
  const decide = useDecidePhoto();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const photos = queue.data?.photos ?? [];
  const focusAt = focusIndex === null ? null : Math.min(focusIndex, photos.length - 1);

  const send = (index: number, decision: PhotoDecision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setFocusIndex(index);
        setAnnouncement(t(decision.decision === 'approve' ? 'adminPhotos.approved' : 'adminPhotos.rejected'));
      },
    });

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {queue.isPending && <Spinner animation="border" role="status" aria-label={t('adminPhotos.loading')} />}
      {queue.data && <QueueSize queue={queue.data} />}
      {queue.isError && <Alert variant="danger">{errorText(tApp, queue.error)}</Alert>}
      {queue.isSuccess && photos.length === 0 && <EmptyQueue takeFocus={focusIndex !== null} />}
      {photos.length > 0 && (
        <ol className="list-unstyled d-grid gap-4">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <PhotoQueueItem
                photo={photo}
                focused={index === focusAt}
                pending={decide.isPending && decide.variables?.id === photo.id}
                error={decide.variables?.id === photo.id ? decide.error : null}
                onApprove={() => send(index, { id: photo.id, decision: 'approve' })}
                onReject={(reason) => send(index, { id: photo.id, decision: 'reject', reason })}
              />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
