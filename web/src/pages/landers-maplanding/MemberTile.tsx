import type { ProfileTile } from '@community/contract';
import { LanderTeaserTile } from '../../features/landers/LanderTeaserTile.tsx';
import { usePlaceName } from '../../features/members/use-place-name.ts';

/** A member's teaser with the region they live in (never nearer than that). */
export function MemberTile({ profile }: { profile: ProfileTile }) {
  const place = usePlaceName(profile.country, profile.region);
  return (
    <>
      <LanderTeaserTile profile={profile} />
      <p className="rm-member-place small text-body-secondary mb-0 mt-1">
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5Zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4Z" />
        </svg>
        {place.region ?? place.country}
      </p>
    </>
  );
}
