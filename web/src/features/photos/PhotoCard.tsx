import type { OwnPhoto } from '@community/contract';
import { useId } from 'react';
import { Badge, Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { DeletePhotoButton } from './DeletePhotoButton.tsx';
import { useChangePhoto } from './photo-change-api.ts';
import { useDeletePhoto } from './photo-delete-api.ts';
import { usePhotoUrl } from './photo-url.ts';

/**
 * One of the member's own photos with its status (SPEC §4: a new photo is checked first; a rejected one is
 * explained) and what can be done with it. The main photo cannot be private: others must see who they meet.
 */
export function PhotoCard({ photo, number }: { photo: OwnPhoto; number: number }) {
  const { t } = useTranslation();
  const id = useId();
  const photoUrl = usePhotoUrl();
  const change = useChangePhoto();
  const remove = useDeletePhoto();
  const busy = change.isPending || remove.isPending;
  const failure = change.error ?? remove.error;
  const rejected = photo.status === 'rejected';
  const label = t('photos.photoLabel', { number });
  return (
    <Card role="group" aria-label={label} className="h-100 shadow-sm">
      <Card.Img
        variant="top"
        src={photoUrl(photo.thumb_filename)}
        alt={label}
        className="object-fit-cover"
        style={{ aspectRatio: '1 / 1', opacity: rejected ? 0.5 : 1 }}
      />
      <Card.Body className="d-flex flex-column gap-2 p-2">
        <div className="d-flex flex-wrap gap-1">
          {photo.main && <Badge bg="primary">{t('photos.main')}</Badge>}
          {photo.status === 'inspection' && (
            <Badge bg="warning" text="dark">
              {t('photos.status.inspection')}
            </Badge>
          )}
          {rejected && <Badge bg="danger">{t('photos.status.rejected')}</Badge>}
          {photo.private && <Badge bg="secondary">{t('photos.private')}</Badge>}
        </div>
        {rejected && (
          <p className="small mb-0">
            {t(`photos.rejectReason.${photo.reject_reason ?? 'other'}`)} {t('photos.rejectedHint')}
          </p>
        )}
        {!photo.main && !photo.private && !rejected && (
          <Button
            variant="outline-primary"
            size="sm"
            disabled={busy}
            onClick={() => change.mutate({ id: photo.id, main: true })}
          >
            {t('photos.makeMain')}
          </Button>
        )}
        {!rejected && (
          <Form.Check
            type="switch"
            role="switch"
            id={`${id}-private`}
            label={t('photos.private')}
            checked={photo.private}
            disabled={busy || photo.main}
            aria-describedby={`${id}-private-help`}
            onChange={(event) => change.mutate({ id: photo.id, private: event.currentTarget.checked })}
          />
        )}
        {!rejected && (
          <Form.Text id={`${id}-private-help`} className="mt-0">
            {t(photo.main ? 'photos.mainNotPrivate' : 'photos.privateHelp')}
          </Form.Text>
        )}
        <DeletePhotoButton busy={busy} onConfirm={() => remove.mutate(photo.id)} />
        {failure && (
          <p role="alert" className="small text-danger mb-0">
            {errorText(t, failure)}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
