import { useTranslation } from 'react-i18next';
import { LanderIntro } from '../../features/landers/LanderIntro.tsx';
import { LanderScreen } from '../../features/landers/LanderScreen.tsx';
import { LanderSignupBlock } from '../../features/landers/LanderSignupBlock.tsx';
import { LanderSignupButton } from '../../features/landers/LanderSignupButton.tsx';
import { LanderTeaserTile } from '../../features/landers/LanderTeaserTile.tsx';
import { LanderVideo } from '../../features/landers-media/LanderVideo.tsx';
import { photosFirst } from '../../features/landers-media/photos-first.ts';
import { useLanderVideo } from '../../features/landers-media/use-lander-video.ts';
import { SpotlightStage } from './SpotlightStage.tsx';
import './transitionsvideolanding.css';

/** Members in the spotlight over the video; the rest below it. */
const SPOTLIGHT = 6;
const MORE = 8;

/**
 * /landers/transitionsvideolanding/{slug?}: a video hero in which members' teasers follow each other with
 * transitions (paused with the video, still under reduced motion), more members below, the signup.
 */
export function TransitionsVideoLanderPage() {
  const { t } = useTranslation('landers-media');
  const { t: shared } = useTranslation('landers');
  const video = useLanderVideo();
  const defaults = {
    headline: t('landersMedia.transitionsvideolanding.headline'),
    subline: t('landersMedia.transitionsvideolanding.subline'),
  };
  return (
    <LanderScreen name="transitionsvideolanding" defaults={defaults}>
      {({ lander, copy }) => {
        const profiles = photosFirst(lander.profiles);
        const spotlight = profiles.slice(0, SPOTLIGHT);
        const more = profiles.slice(SPOTLIGHT, SPOTLIGHT + MORE);
        return (
          <>
            <section className="tv-hero" aria-labelledby="tv-intro">
              <LanderVideo control={video} className="tv-hero-video" />
              <div className="tv-hero-content container">
                <div id="tv-intro">
                  <LanderIntro lander={lander} copy={copy} tone="light" className="tv-intro mb-3" />
                </div>
                {spotlight.length > 0 ? (
                  <SpotlightStage profiles={spotlight} moving={video.state === 'playing'} control={video} />
                ) : (
                  <p className="text-white">{shared('landers.common.noProfiles')}</p>
                )}
                <LanderSignupButton className="rounded-pill px-5 mt-3 tv-cta">
                  {copy.callToAction}
                </LanderSignupButton>
              </div>
            </section>
            <div className="container py-4">
              {more.length > 0 && (
                <section aria-labelledby="tv-more" className="mb-4">
                  <h2 id="tv-more" className="h4 mb-3">
                    {t('landersMedia.transitionsvideolanding.moreTitle')}
                  </h2>
                  <ul className="tv-more list-unstyled mb-0">
                    {more.map((profile) => (
                      <li key={profile.id}>
                        <LanderTeaserTile profile={profile} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <LanderSignupBlock callToAction={copy.callToAction} profiles={[...spotlight, ...more]} />
            </div>
          </>
        );
      }}
    </LanderScreen>
  );
}
