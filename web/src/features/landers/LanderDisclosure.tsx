import type { ProfileTile } from '@community/contract';
import { useCurrentSettings } from '../settings/use-current-settings.ts';

/**
 * The site's fictional-profile warning (SPEC §1, settings.fictional_warning) under a lander that shows at least
 * one fictional profile; each such tile carries the icon too (LanderTeaserTile).
 */
export function LanderDisclosure({
  profiles,
  className,
}: {
  profiles: readonly ProfileTile[];
  className?: string;
}) {
  const { fictional_warning } = useCurrentSettings();
  if (!fictional_warning || !profiles.some((profile) => profile.fictional)) return null;
  return (
    <p
      className={['small text-body-secondary', className].filter(Boolean).join(' ')}
      data-lander-disclosure=""
    >
      {fictional_warning}
    </p>
  );
}
