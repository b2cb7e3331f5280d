import { useTranslation } from 'react-i18next';
import { LanderIntro } from '../../features/landers/LanderIntro.tsx';
import { LanderMemberCount } from '../../features/landers/LanderMemberCount.tsx';
import { LanderScreen } from '../../features/landers/LanderScreen.tsx';
import { LanderSignupBlock } from '../../features/landers/LanderSignupBlock.tsx';
import { LanderSignupButton } from '../../features/landers/LanderSignupButton.tsx';
import { LanderTeaserTile } from '../../features/landers/LanderTeaserTile.tsx';
import { photosFirst } from '../../features/landers-media/photos-first.ts';
import { EveningClock } from './EveningClock.tsx';
import { Skyline } from './Skyline.tsx';
import './alonetonight.css';

const PROFILES_SHOWN = 8;
const EVENING = ['profile', 'like', 'chat'] as const;

/**
 * /landers/alonetonight/{slug?}: the evening lander. A night sky over a city of lit windows with the visitor's own
 * time, members looking for company as warm-lit cards, how the evening could go, the signup.
 */
export function AloneTonightLanderPage() {
  const { t } = useTranslation('landers-media');
  const defaults = {
    headline: t('landersMedia.alonetonight.headline'),
    subline: t('landersMedia.alonetonight.subline'),
  };
  return (
    <LanderScreen name="alonetonight" defaults={defaults}>
      {({ lander, copy }) => {
        const profiles = photosFirst(lander.profiles).slice(0, PROFILES_SHOWN);
        return (
          <div className="at-page" data-bs-theme="dark">
            <section className="at-sky" aria-labelledby="at-intro">
              <div className="container position-relative pt-4 pb-5">
                <EveningClock />
                <div id="at-intro">
                  <LanderIntro lander={lander} copy={copy} className="mb-3" />
                </div>
                <LanderMemberCount count={lander.member_count} className="at-count mb-3" />
                <LanderSignupButton className="rounded-pill px-4">{copy.callToAction}</LanderSignupButton>
              </div>
              <Skyline />
            </section>
            <div className="container py-4">
              {profiles.length > 0 && (
                <section aria-labelledby="at-company" className="mb-5">
                  <h2 id="at-company" className="h4 mb-3">
                    {t('landersMedia.alonetonight.companyTitle')}
                  </h2>
                  <ul className="at-windows list-unstyled mb-0">
                    {profiles.map((profile) => (
                      <li key={profile.id}>
                        <LanderTeaserTile profile={profile} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <section aria-labelledby="at-evening" className="mb-5">
                <h2 id="at-evening" className="h4 mb-3">
                  {t('landersMedia.alonetonight.eveningTitle')}
                </h2>
                <ol className="at-timeline list-unstyled mb-0">
                  {EVENING.map((step) => (
                    <li key={step}>
                      <p className="at-when mb-1">{t(`landersMedia.alonetonight.evening.${step}.when`)}</p>
                      <p className="mb-0">{t(`landersMedia.alonetonight.evening.${step}.text`)}</p>
                    </li>
                  ))}
                </ol>
              </section>
              <section aria-labelledby="at-closing" className="at-closing">
                <h2 id="at-closing" className="h3 text-center mb-3">
                  {t('landersMedia.alonetonight.closingTitle')}
                </h2>
                <LanderSignupBlock callToAction={copy.callToAction} profiles={profiles} />
              </section>
            </div>
          </div>
        );
      }}
    </LanderScreen>
  );
}
