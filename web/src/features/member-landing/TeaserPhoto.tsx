import type { ProfileTile } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { PhotoPlaceholder } from '../members/PhotoPlaceholder.tsx';
import { usePhotoUrl } from '../photos/photo-url.ts';

/**
 * The member's public main photo (the teaser carries one only when it is approved and not private), or the
 * neutral placeholder. `rounded-circle` for the round portrait of the chat-invitation design.
 */
export function TeaserPhoto({
  member,
  size = 'full',
  round = false,
}: {
  member: ProfileTile;
  size?: 'full' | 'thumb';
  round?: boolean;
}) {
  const { t } = useTranslation();
  const url = usePhotoUrl();
  const image = member.main_image;
  if (!image) return <PhotoPlaceholder label={t('member.noPhoto', { name: member.name })} />;
  return (
    <div className="ratio ratio-1x1">
      <img
        src={url(size === 'thumb' ? image.thumb_filename : image.filename)}
        alt={t('member.mainPhoto', { name: member.name })}
        className={`object-fit-cover bg-body-secondary ${round ? 'rounded-circle' : 'rounded'}`}
      />
    </div>
  );
}
