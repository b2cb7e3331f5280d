import type { SwipeCard as SwipeCardData } from '@community/contract';
import { type CSSProperties, useId } from 'react';
import { Badge, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '../members/FictionalBadge.tsx';
import { PhotoPlaceholder } from '../members/PhotoPlaceholder.tsx';
import { usePlaceName } from '../members/use-place-name.ts';
import { usePhotoUrl } from '../photos/photo-url.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import { SWIPE_THRESHOLD_PX, useSwipeDrag } from './use-swipe-drag.ts';

/** A card shows this many interests; the profile page has them all. */
const INTERESTS_SHOWN = 4;

type Props = {
  profile: SwipeCardData;
  onLike: () => void;
  onPass: () => void;
  busy: boolean;
};

/**
 * The profile being judged: photo, name, age, place, a few interests and the start of the description. It can
 * be dragged sideways (right likes, left passes); with reduced motion it slides without tilting or gliding.
 */
export function SwipeCard({ profile, onLike, onPass, busy }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const photoUrl = usePhotoUrl();
  const place = usePlaceName(profile.country, profile.region);
  const reducedMotion = usePrefersReducedMotion();
  const { offset, dragging, handlers } = useSwipeDrag({ onLike, onPass, disabled: busy });
  const strength = Math.min(1, Math.abs(offset) / SWIPE_THRESHOLD_PX);
  const style: CSSProperties = {
    maxWidth: '24rem',
    touchAction: 'pan-y',
    userSelect: 'none',
    cursor: busy ? 'default' : dragging ? 'grabbing' : 'grab',
    transform: reducedMotion
      ? `translateX(${offset}px)`
      : `translateX(${offset}px) rotate(${(offset / 20).toFixed(1)}deg)`,
    transition: dragging || reducedMotion ? 'none' : 'transform 0.2s ease-out',
  };
  const name =
    profile.age === null ? profile.name : t('member.nameAge', { name: profile.name, age: profile.age });

  return (
    <Card
      as="article"
      className="mx-auto shadow border-0 overflow-hidden"
      style={style}
      aria-labelledby={headingId}
      data-testid="swipe-card"
      {...handlers}
    >
      <div className="position-relative">
        {profile.main_image ? (
          <div className="ratio" style={{ '--bs-aspect-ratio': '120%' } as CSSProperties}>
            <img
              src={photoUrl(profile.main_image.filename)}
              alt={t('member.mainPhoto', { name: profile.name })}
              className="object-fit-cover"
              draggable={false}
            />
          </div>
        ) : (
          <PhotoPlaceholder label={t('member.noPhoto', { name: profile.name })} />
        )}
        {offset !== 0 && (
          <span
            aria-hidden="true"
            className={`position-absolute top-0 m-3 px-3 py-1 border border-3 rounded fs-4 fw-bold text-uppercase bg-white ${
              offset > 0 ? 'start-0 border-success text-success' : 'end-0 border-danger text-danger'
            }`}
            style={{ opacity: strength }}
          >
            {offset > 0 ? t('swipe.like') : t('swipe.pass')}
          </span>
        )}
      </div>
      <Card.Body>
        <h2 id={headingId} className="h4 mb-1 text-break">
          {name}
        </h2>
        <p className="text-body-secondary mb-2">
          {place.region ? `${place.region} · ${place.country}` : place.country}
        </p>
        {profile.fictional && <FictionalBadge className="mb-2" />}
        {profile.interests.length > 0 && (
          <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2" aria-label={t('member.interests')}>
            {profile.interests.slice(0, INTERESTS_SHOWN).map((interest) => (
              <li key={interest}>
                <Badge bg="light" text="dark" className="border fw-normal">
                  {t(`interests.${interest}`, { defaultValue: interest })}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {profile.description && (
          <p
            className="mb-0 text-break"
            style={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {profile.description}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
