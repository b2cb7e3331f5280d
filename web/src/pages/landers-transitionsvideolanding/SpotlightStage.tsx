import type { ProfileTile } from '@community/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanderTeaserTile } from '../../features/landers/LanderTeaserTile.tsx';
import { LanderVideoToggle } from '../../features/landers-media/LanderVideoToggle.tsx';
import type { LanderVideoControl } from '../../features/landers-media/use-lander-video.ts';

/** How long one member stays in the spotlight while the video plays. */
const SLIDE_MS = 4_500;

/**
 * One member at a time, the next gliding in as the last fades out. Moves only while `moving` (the video plays:
 * its pause button stops both) and while keyboard focus is on the dots, which show any member at once.
 */
export function SpotlightStage({
  profiles,
  moving,
  control,
}: {
  profiles: readonly ProfileTile[];
  moving: boolean;
  control: LanderVideoControl;
}) {
  const { t } = useTranslation('landers-media');
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const rotating = moving && !held && profiles.length > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % profiles.length), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, profiles.length]);
  return (
    <section className="tv-stage-wrap" aria-label={t('landersMedia.transitionsvideolanding.stageLabel')}>
      <div className="tv-stage" aria-live={rotating ? 'off' : 'polite'}>
        {profiles.map((profile, index) => {
          const place = index === current ? 'current' : index < current ? 'before' : 'after';
          return (
            <div key={profile.id} className="tv-slide" data-place={place} aria-hidden={place !== 'current'}>
              <LanderTeaserTile profile={profile} rendition="full" className="tv-slide-card" />
            </div>
          );
        })}
      </div>
      <div className="tv-controls">
        {profiles.length > 1 && (
          <ul
            className="tv-dots list-unstyled mb-0"
            onFocus={() => setHeld(true)}
            onBlur={() => setHeld(false)}
          >
            {profiles.map((profile, index) => (
              <li key={profile.id}>
                <button
                  type="button"
                  className="tv-dot"
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                >
                  <span className="visually-hidden">
                    {t('landersMedia.transitionsvideolanding.showMember', {
                      current: index + 1,
                      total: profiles.length,
                    })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <LanderVideoToggle control={control} />
      </div>
    </section>
  );
}
