import './landers.css';
import type { ProfileTile } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '../members/FictionalBadge.tsx';
import { PhotoPlaceholder } from '../members/PhotoPlaceholder.tsx';
import { usePhotoUrl } from '../photos/photo-url.ts';

/**
 * A profile teaser on a lander: the public main photo (or the neutral placeholder), name and age, and the site's
 * fictional icon on a fictional profile. It links nowhere: a visitor's way on is the lander's call to action.
 * `rendition`: the thumbnail for small tiles, the full photo for large cards.
 */
export function LanderTeaserTile({
  profile,
  rendition = 'thumb',
  className,
  showName = true,
}: {
  profile: ProfileTile;
  rendition?: 'thumb' | 'full';
  className?: string;
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const url = usePhotoUrl();
  const image = profile.main_image;
  const nameAge =
    profile.age === null ? profile.name : t('member.nameAge', { name: profile.name, age: profile.age });
  return (
    <figure className={['lander-teaser position-relative m-0', className].filter(Boolean).join(' ')}>
      {image ? (
        <img
          src={url(rendition === 'full' ? image.filename : image.thumb_filename)}
          alt={nameAge}
          loading="lazy"
          decoding="async"
          className="lander-teaser-photo w-100 h-100 object-fit-cover"
          draggable={false}
        />
      ) : (
        <PhotoPlaceholder label={nameAge} />
      )}
      {(showName || profile.fictional) && (
        <figcaption className="lander-teaser-caption">
          {showName && <span className="fw-semibold">{nameAge}</span>}
          {profile.fictional && <FictionalBadge className="ms-1" />}
        </figcaption>
      )}
    </figure>
  );
}
