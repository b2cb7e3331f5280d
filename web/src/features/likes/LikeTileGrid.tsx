import { Badge, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ProfileTileCard } from '../members/ProfileTileCard.tsx';
import { LikeButton } from './LikeButton.tsx';
import type { LikeEntry } from './like-lists.ts';

/** Profiles of a likes list as tiles, each with its like button; a new like is marked "New". */
export function LikeTileGrid({ entries }: { entries: LikeEntry[] }) {
  const { t } = useTranslation();
  return (
    <Row as="ul" xs={2} sm={3} md={4} lg={6} className="list-unstyled g-3 mb-0">
      {entries.map(({ profile, isNew }) => (
        <Col as="li" key={profile.id}>
          <ProfileTileCard
            profile={profile}
            action={
              <div className="d-flex align-items-center justify-content-between gap-2">
                <LikeButton profile={profile} liked={profile.liked} source="likes" />
                {isNew && (
                  <Badge pill bg="primary">
                    {t('likes.new')}
                  </Badge>
                )}
              </div>
            }
          />
        </Col>
      ))}
    </Row>
  );
}
