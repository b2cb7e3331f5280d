import { isBuiltRoute, type MemberPhoto } from '@community/contract';
import { useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCode, errorText } from '../../components/error-text.ts';
import { usePhotoUrl } from '../photos/photo-url.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { PhotoViewer } from './PhotoViewer.tsx';
import { useUnlockPhoto } from './photo-unlock-api.ts';

type Props = { memberId: number; name: string; photos: MemberPhoto[]; onLoginNeeded: () => void };

function LockIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 1a3 3 0 0 0-3 3v3H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-1V4a3 3 0 0 0-3-3Zm2 6V4a2 2 0 1 0-4 0v3h4Z" />
    </svg>
  );
}

/**
 * Every photo of the member as a thumbnail; a thumbnail opens the larger view. A private photo shows a lock
 * (SPEC §2) and can be unlocked for photo_credits; a visitor is asked to log in first.
 */
export function PhotoOverview({ memberId, name, photos, onLoginNeeded }: Props) {
  const { t } = useTranslation();
  const url = usePhotoUrl();
  const { photo_credits } = useCurrentSettings();
  const user = useCurrentUser();
  const unlock = useUnlockPhoto(memberId, user?.id ?? null);
  const [viewing, setViewing] = useState<number | null>(null);
  const visible = photos.flatMap((photo) => (photo.locked ? [] : [photo]));
  const viewIndex = new Map(visible.map((photo, index) => [photo.id, index]));

  if (photos.length === 0) return <p className="text-body-secondary">{t('member.photos.none', { name })}</p>;
  return (
    <>
      <Row xs={3} sm={4} lg={6} className="g-2 list-unstyled" as="ul">
        {photos.map((photo, position) => {
          const number = position + 1;
          if (!photo.locked) {
            return (
              <Col as="li" key={photo.id}>
                <button
                  type="button"
                  className="ratio ratio-1x1 d-block w-100 p-0 border-0 rounded overflow-hidden bg-body-secondary"
                  onClick={() => setViewing(viewIndex.get(photo.id) ?? null)}
                >
                  <img
                    src={url(photo.thumb_filename)}
                    alt={t('member.photos.openPhoto', { name, number })}
                    loading="lazy"
                    className="object-fit-cover"
                  />
                </button>
              </Col>
            );
          }
          return (
            <Col as="li" key={photo.id}>
              <div className="ratio ratio-1x1 rounded bg-secondary-subtle text-secondary-emphasis">
                <div className="d-flex flex-column align-items-center justify-content-center text-center p-1">
                  <LockIcon />
                  <span id={`locked-photo-${photo.id}`} className="small">
                    {t('member.photos.locked', { number })}
                  </span>
                </div>
              </div>
              <Button
                size="sm"
                variant="outline-primary"
                className="w-100 mt-1"
                disabled={unlock.isPending}
                aria-describedby={`locked-photo-${photo.id}`}
                onClick={() => (user ? unlock.mutate(photo.id) : onLoginNeeded())}
              >
                {t('member.photos.unlock', { count: photo_credits })}
              </Button>
            </Col>
          );
        })}
      </Row>
      {unlock.isError && (
        <Alert variant="danger" className="mt-3" role="alert">
          {errorText(t, unlock.error)}
          {errorCode(unlock.error) === 'insufficient_credits' && isBuiltRoute('credits') && (
            <>
              {' '}
              <Link to="/credits" className="alert-link">
                {t('member.photos.buyCredits')}
              </Link>
            </>
          )}
        </Alert>
      )}
      <PhotoViewer
        name={name}
        filenames={visible.map((photo) => photo.filename)}
        reportIds={user?.id === memberId ? undefined : visible.map((photo) => photo.id)}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
