import { useEffect, useRef, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { ModerationItem } from './ModerationItem.tsx';
import { type ModerationDecision, useDecidePhoto, useModerationQueue } from './moderation-api.ts';

function EmptyQueue({ takeFocus }: { takeFocus: boolean }) {
  const { t } = useTranslation();
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) text.current?.focus();
  }, [takeFocus]);
  return (
    <p ref={text} tabIndex={-1} className="lead">
      {t('moderation.empty')}
    </p>
  );
}

/**
 * The photos in inspection, oldest first. After a decision the photo leaves the list and the keyboard focus
 * moves to the one that took its place, so a moderator can work through the queue without the mouse.
 */
export function ModerationQueue() {
  const { t } = useTranslation();
  const queue = useModerationQueue();
  const decide = useDecidePhoto();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const photos = queue.data ?? [];
  const focusAt = focusIndex === null ? null : Math.min(focusIndex, photos.length - 1);

  const send = (index: number, decision: ModerationDecision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setFocusIndex(index);
        setAnnouncement(t(decision.decision === 'approve' ? 'moderation.approved' : 'moderation.rejected'));
      },
    });

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {queue.isPending && <Spinner animation="border" role="status" aria-label={t('moderation.loading')} />}
      {queue.isError && <Alert variant="danger">{errorText(t, queue.error)}</Alert>}
      {queue.isSuccess && photos.length === 0 && <EmptyQueue takeFocus={focusIndex !== null} />}
      {photos.length > 0 && (
        <ol className="list-unstyled d-grid gap-4">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <ModerationItem
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
