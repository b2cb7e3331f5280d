import type { MainImage } from '@community/contract';
import { PhotoPlaceholder } from '../members/PhotoPlaceholder.tsx';
import { usePhotoUrl } from '../photos/photo-url.ts';

/** The other member's round thumbnail in the chat list and the chat header (decorative: the name is beside it). */
export function ChatAvatar({ image, size }: { image: MainImage | null; size: number }) {
  const photoUrl = usePhotoUrl();
  return (
    <span className="flex-shrink-0 rounded-circle overflow-hidden d-block" style={{ width: size }}>
      {image ? (
        <img
          src={photoUrl(image.thumb_filename)}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          className="d-block object-fit-cover"
        />
      ) : (
        <PhotoPlaceholder />
      )}
    </span>
  );
}
