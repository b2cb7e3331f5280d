import type { ProfileTile } from '@community/contract';
import { usePhotoUrl } from '../../features/photos/photo-url.ts';

/** A member's face in a circle (the public main photo's thumbnail), or a neutral circle; decorative beside the name. */
export function MemberAvatar({ profile, className }: { profile: ProfileTile; className?: string }) {
  const url = usePhotoUrl();
  return (
    <span className={['sn-avatar', className].filter(Boolean).join(' ')} aria-hidden="true">
      {profile.main_image && (
        <img src={url(profile.main_image.thumb_filename)} alt="" loading="lazy" decoding="async" />
      )}
    </span>
  );
}
