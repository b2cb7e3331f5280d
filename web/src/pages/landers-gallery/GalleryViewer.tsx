import type { ProfileTile } from '@community/contract';
import { type PointerEvent, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LanderSignupButton } from '../../features/landers/LanderSignupButton.tsx';
import { LanderTeaserTile } from '../../features/landers/LanderTeaserTile.tsx';
import { usePhotoUrl } from '../../features/photos/photo-url.ts';

/** A flick of this many pixels turns the page. */
const FLICK = 50;

/**
 * One large photo at a time, turned with the arrows, a flick or the thumbnails; the last slide invites to sign up.
 * Only the current slide is reachable (`inert` on the others).
 */
export function GalleryViewer({
  photos,
  callToAction,
}: {
  photos: readonly ProfileTile[];
  callToAction: string;
}) {
  const { t } = useTranslation('landers');
  const url = usePhotoUrl();
  const [index, setIndex] = useState(0);
  const total = photos.length + 1;
  const go = (to: number) => setIndex(Math.max(0, Math.min(total - 1, to)));
  const flickStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    flickStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (flickStart.current === null) return;
    const moved = event.clientX - flickStart.current;
    flickStart.current = null;
    if (Math.abs(moved) >= FLICK) go(index + (moved < 0 ? 1 : -1));
  };

  return (
    <section
      className="gallery-frame"
      aria-label={t('landers.gallery.galleryLabel')}
      aria-roledescription="carousel"
    >
      <div className="gallery-viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div className="gallery-track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {photos.map((photo, at) => (
            <div key={photo.id} className="gallery-slide" inert={at !== index} aria-hidden={at !== index}>
              <LanderTeaserTile profile={photo} rendition="full" className="h-100" />
            </div>
          ))}
          <div
            className="gallery-slide gallery-more"
            inert={index !== photos.length}
            aria-hidden={index !== photos.length}
          >
            <h2 className="h3 text-white">{t('landers.gallery.moreTitle')}</h2>
            <p className="text-white mb-3">{t('landers.gallery.moreText')}</p>
            <LanderSignupButton variant="light" className="rounded-pill px-4 text-primary">
              {callToAction}
            </LanderSignupButton>
          </div>
        </div>
      </div>
      <div className="d-flex align-items-center justify-content-between px-2 py-2">
        <Button
          variant="outline-light"
          className="gallery-arrow"
          onClick={() => go(index - 1)}
          disabled={index === 0}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('landers.gallery.previous')}</span>
        </Button>
        <p className="mb-0 small text-white" aria-live="polite">
          {t('landers.gallery.slide', { current: index + 1, total })}
        </p>
        <Button
          variant="outline-light"
          className="gallery-arrow"
          onClick={() => go(index + 1)}
          disabled={index === total - 1}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('landers.gallery.next')}</span>
        </Button>
      </div>
      <ul className="gallery-thumbs" aria-label={t('landers.gallery.thumbnails')}>
        {photos.map((photo, at) =>
          photo.main_image ? (
            <li key={photo.id}>
              <button
                type="button"
                className={`gallery-thumb ${at === index ? 'is-current' : ''}`}
                onClick={() => go(at)}
                aria-current={at === index}
                aria-label={t('landers.gallery.slide', { current: at + 1, total })}
              >
                <img src={url(photo.main_image.thumb_filename)} alt="" loading="lazy" />
              </button>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
