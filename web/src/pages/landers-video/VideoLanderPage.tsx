import { useTranslation } from 'react-i18next';
import { LanderIntro } from '../../features/landers/LanderIntro.tsx';
import { LanderMemberCount } from '../../features/landers/LanderMemberCount.tsx';
import { LanderScreen } from '../../features/landers/LanderScreen.tsx';
import { LanderSignupBlock } from '../../features/landers/LanderSignupBlock.tsx';
import { LanderSignupButton } from '../../features/landers/LanderSignupButton.tsx';
import { LanderTeaserTile } from '../../features/landers/LanderTeaserTile.tsx';
import { LanderVideo } from '../../features/landers-media/LanderVideo.tsx';
import { LanderVideoToggle } from '../../features/landers-media/LanderVideoToggle.tsx';
import { photosFirst } from '../../features/landers-media/photos-first.ts';
import { useLanderVideo } from '../../features/landers-media/use-lander-video.ts';
import './video.css';

const BENEFITS = ['free', 'real', 'private'] as const;
const STEPS = ['profile', 'like', 'chat'] as const;
/** Two rows of three on a phone, one row on a wide screen. */
const PROFILES_SHOWN = 6;

/**
 * /landers/video/{slug?}: the landing page with video (SPEC §2): the headline beside the video in a rounded
 * frame with a member's teaser over it, three promises, three steps, members of the niche, the signup.
 */
export function VideoLanderPage() {
  const { t } = useTranslation('landers-media');
  const video = useLanderVideo();
  const defaults = { headline: t('landersMedia.video.headline'), subline: t('landersMedia.video.subline') };
  return (
    <LanderScreen name="video" defaults={defaults}>
      {({ lander, copy }) => {
        const profiles = photosFirst(lander.profiles).slice(0, PROFILES_SHOWN + 1);
        // The one over the video only with a photo: a placeholder there would say nothing.
        const featured = profiles[0]?.main_image ? profiles[0] : undefined;
        const shown = featured ? profiles.slice(1) : profiles.slice(0, PROFILES_SHOWN);
        return (
          <div className="container py-4 py-lg-5">
            <div className="row g-4 align-items-center">
              <div className="col-md-6 order-md-2">
                <div className="vl-frame">
                  <LanderVideo control={video} />
                  {featured && <LanderTeaserTile profile={featured} className="vl-featured" />}
                  <LanderVideoToggle control={video} className="vl-toggle" />
                </div>
              </div>
              <div className="col-md-6 order-md-1">
                <LanderIntro lander={lander} copy={copy} className="mb-3" />
                <ul className="vl-benefits list-unstyled mb-4">
                  {BENEFITS.map((benefit) => (
                    <li key={benefit}>{t(`landersMedia.video.benefits.${benefit}`)}</li>
                  ))}
                </ul>
                <LanderSignupButton className="rounded-pill px-4">{copy.callToAction}</LanderSignupButton>
                <LanderMemberCount
                  count={lander.member_count}
                  className="small text-body-secondary mt-2 mb-0"
                />
              </div>
            </div>
            <section aria-labelledby="vl-steps" className="vl-steps-band my-5">
              <h2 id="vl-steps" className="h4 text-center mb-3">
                {t('landersMedia.video.stepsTitle')}
              </h2>
              <ol className="vl-steps list-unstyled mb-0">
                {STEPS.map((step) => (
                  <li key={step}>
                    <h3 className="h6 mb-1">{t(`landersMedia.video.steps.${step}.title`)}</h3>
                    <p className="mb-0 small">{t(`landersMedia.video.steps.${step}.text`)}</p>
                  </li>
                ))}
              </ol>
            </section>
            {shown.length > 0 && (
              <section aria-labelledby="vl-members" className="mb-5">
                <h2 id="vl-members" className="h4 mb-3">
                  {t('landersMedia.video.profilesTitle')}
                </h2>
                <ul className="vl-grid list-unstyled mb-0">
                  {shown.map((profile) => (
                    <li key={profile.id}>
                      <LanderTeaserTile profile={profile} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <LanderSignupBlock callToAction={copy.callToAction} profiles={profiles} />
          </div>
        );
      }}
    </LanderScreen>
  );
}
