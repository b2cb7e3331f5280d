import type { ProfileTile } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { LanderSignupButton } from '../../features/landers/LanderSignupButton.tsx';
import { LanderTeaserTile } from '../../features/landers/LanderTeaserTile.tsx';
import { usePlaceName } from '../../features/members/use-place-name.ts';
import { MemberAvatar } from './MemberAvatar.tsx';

const HEART = 'M10 17s-6.5-4.1-6.5-8.6A3.6 3.6 0 0 1 10 6.2a3.6 3.6 0 0 1 6.5 2.2C16.5 12.9 10 17 10 17Z';
const BUBBLE = 'M3.5 5.5A2 2 0 0 1 5.5 3.5h9a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9l-3.5 3v-3h0a2 2 0 0 1-2-2v-6Z';

function Icon({ path }: { path: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} strokeLinejoin="round" />
    </svg>
  );
}

/** A member's profile photo as a post: who and where (region only), the photo, like and message (to the signup). */
export function FeedPost({ profile }: { profile: ProfileTile }) {
  const { t } = useTranslation('landers-media');
  const { t: common } = useTranslation();
  const place = usePlaceName(profile.country, profile.region);
  const heading = `sn-post-${profile.id}`;
  const nameAge =
    profile.age === null ? profile.name : common('member.nameAge', { name: profile.name, age: profile.age });
  return (
    <article className="sn-card sn-post mb-3" aria-labelledby={heading}>
      <header className="d-flex align-items-center gap-2 p-3">
        <MemberAvatar profile={profile} />
        <div className="min-w-0">
          <h2 id={heading} className="h6 mb-0 text-break">
            {nameAge}
          </h2>
          <p className="small text-body-secondary mb-0">
            {t('landersMedia.socialnetwork.postPlace', { place: place.region ?? place.country })}
          </p>
        </div>
      </header>
      <LanderTeaserTile profile={profile} rendition="full" showName={false} className="sn-post-photo" />
      <div className="sn-actions">
        <LanderSignupButton variant="link" size="sm" className="sn-action">
          <Icon path={HEART} /> {t('landersMedia.socialnetwork.like')}
        </LanderSignupButton>
        <LanderSignupButton variant="link" size="sm" className="sn-action">
          <Icon path={BUBBLE} /> {t('landersMedia.socialnetwork.message')}
        </LanderSignupButton>
      </div>
    </article>
  );
}
