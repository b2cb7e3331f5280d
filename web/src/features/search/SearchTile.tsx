import type { DiscoveryTile } from '@community/contract';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LikeButton } from '../likes/LikeButton.tsx';
import { ProfileTileCard } from '../members/ProfileTileCard.tsx';

/** A profile in the search results: the tile, its like button, and a badge when the like is mutual. */
export function SearchTile({ tile }: { tile: DiscoveryTile }) {
  const { t } = useTranslation();
  return (
    <ProfileTileCard
      profile={tile}
      action={
        <div className="d-flex flex-wrap align-items-center gap-2">
          <LikeButton
            profile={{ id: tile.id, name: tile.name, main_image: tile.main_image }}
            liked={tile.liked}
            source="tile"
          />
          {tile.match && <Badge bg="primary">{t('search.match')}</Badge>}
        </div>
      }
    />
  );
}
