import type { MainImage } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { usePhotoUrl } from '../photos/photo-url.ts';
import { PhotoPlaceholder } from './PhotoPlaceholder.tsx';

/** The member's main photo in full size, or the neutral placeholder when there is none to show. */
export function MainPhoto({ name, image }: { name: string; image: MainImage | null }) {
  const { t } = useTranslation();
  const url = usePhotoUrl();
  if (!image) return <PhotoPlaceholder label={t('member.noPhoto', { name })} />;
  return (
    <div className="ratio ratio-1x1">
      <img
        src={url(image.filename)}
        alt={t('member.mainPhoto', { name })}
        className="rounded object-fit-cover bg-body-secondary"
      />
    </div>
  );
}
