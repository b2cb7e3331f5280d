import type { ProfileTile } from '@community/contract';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '../members/FictionalBadge.tsx';
import { PhotoPlaceholder } from '../members/PhotoPlaceholder.tsx';
import { usePlaceName } from '../members/use-place-name.ts';
import { usePhotoUrl } from '../photos/photo-url.ts';

/** A match shown before the e-mail is confirmed: photo, name, age and region, leading nowhere yet. */
export function MatchPreviewTile({ profile }: { profile: ProfileTile }) {
  const { t } = useTranslation();
  const url = usePhotoUrl();
  const place = usePlaceName(profile.country, profile.region);
  return (
    <Card className="h-100 border-0 shadow-sm">
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
        <p className="fw-semibold text-break mb-0">
          {profile.age === null
            ? profile.name
            : t('member.nameAge', { name: profile.name, age: profile.age })}
        </p>
        <p className="small text-body-secondary mb-0">{place.region ?? place.country}</p>
        {profile.fictional && <FictionalBadge className="mt-1" />}
      </Card.Body>
    </Card>
  );
}
