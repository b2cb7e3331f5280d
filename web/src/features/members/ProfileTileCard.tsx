import type { ProfileTile } from '@community/contract';
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePhotoUrl } from '../photos/photo-url.ts';
import { FictionalBadge } from './FictionalBadge.tsx';
import { memberPath } from './member-path.ts';
import { PhotoPlaceholder } from './PhotoPlaceholder.tsx';
import { usePlaceName } from './use-place-name.ts';

/**
 * A profile in a list: photo, name, age and region, leading to the profile. `action` (a like button, say) sits
 * above the link that covers the card, so it can be clicked on its own. `linked={false}`: the name leads
 * nowhere (matches shown before the e-mail is confirmed).
 */
export function ProfileTileCard({
  profile,
  action,
  linked = true,
}: {
  profile: ProfileTile;
  action?: ReactNode;
  linked?: boolean;
}) {
  const { t } = useTranslation();
  const url = usePhotoUrl();
  const place = usePlaceName(profile.country, profile.region);
  const nameAge =
    profile.age === null ? profile.name : t('member.nameAge', { name: profile.name, age: profile.age });
  return (
    <Card className="h-100 border-0 shadow-sm position-relative">
      {profile.main_image ? (
        <div className="ratio ratio-1x1">
          <img
            src={url(profile.main_image.thumb_filename)}
            alt=""
            loading="lazy"
            className="card-img-top object-fit-cover"
          />
        </div>
      ) : (
        <PhotoPlaceholder />
      )}
      <Card.Body className="p-2">
        {linked ? (
          <Link to={memberPath(profile.id)} className="stretched-link fw-semibold text-body text-break">
            {nameAge}
          </Link>
        ) : (
          <p className="fw-semibold text-break mb-0">{nameAge}</p>
        )}
        <p className="small text-body-secondary mb-0">{place.region ?? place.country}</p>
        {profile.fictional && <FictionalBadge className="mt-1" />}
        {action && <div className="position-relative z-2 mt-2">{action}</div>}
      </Card.Body>
    </Card>
  );
}
