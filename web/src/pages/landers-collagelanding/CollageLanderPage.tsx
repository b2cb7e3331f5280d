import { useTranslation } from 'react-i18next';
import { LanderIntro } from '../../features/landers/LanderIntro.tsx';
import { LanderMemberCount } from '../../features/landers/LanderMemberCount.tsx';
import { LanderScreen } from '../../features/landers/LanderScreen.tsx';
import { LanderSignupBlock } from '../../features/landers/LanderSignupBlock.tsx';
import { LanderTeaserTile } from '../../features/landers/LanderTeaserTile.tsx';
import './collagelanding.css';

const STEPS = ['signup', 'browse', 'chat'] as const;
/** Enough photos to fill the collage's rows on a phone and on a wide screen. */
const PHOTOS_SHOWN = 12;

/** /landers/collagelanding/{slug?}: a collage of members' photos under the headline card, three steps, the signup. */
export function CollageLanderPage() {
  const { t } = useTranslation('landers');
  return (
    <LanderScreen name="collagelanding">
      {({ lander, copy }) => {
        const withPhoto = lander.profiles.filter((profile) => profile.main_image).slice(0, PHOTOS_SHOWN);
        return (
          <>
            {withPhoto.length > 0 && (
              <ul className="collage" aria-label={t('landers.collagelanding.collageLabel')}>
                {withPhoto.map((profile) => (
                  <li key={profile.id}>
                    <LanderTeaserTile profile={profile} showName={false} />
                  </li>
                ))}
              </ul>
            )}
            <div className="container pb-4">
              <section className={`collage-card ${withPhoto.length === 0 ? 'mt-4' : ''}`}>
                <LanderIntro lander={lander} copy={copy} className="mb-3" />
                <LanderMemberCount count={lander.member_count} className="fw-semibold text-primary mb-3" />
                <LanderSignupBlock callToAction={copy.callToAction} profiles={withPhoto} />
              </section>
              <section aria-labelledby="collage-steps" className="mt-4">
                <h2 id="collage-steps" className="h5 text-center mb-2">
                  {t('landers.collagelanding.stepsTitle')}
                </h2>
                <ol className="collage-steps">
                  {STEPS.map((step) => (
                    <li key={step}>{t(`landers.collagelanding.steps.${step}`)}</li>
                  ))}
                </ol>
              </section>
            </div>
          </>
        );
      }}
    </LanderScreen>
  );
}
