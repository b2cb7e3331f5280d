import { useTranslation } from 'react-i18next';
import { LanderIntro } from '../../features/landers/LanderIntro.tsx';
import { LanderMemberCount } from '../../features/landers/LanderMemberCount.tsx';
import { LanderScreen } from '../../features/landers/LanderScreen.tsx';
import { LanderSignupBlock } from '../../features/landers/LanderSignupBlock.tsx';
import { LanderSignupButton } from '../../features/landers/LanderSignupButton.tsx';
import { LanderTeaserTile } from '../../features/landers/LanderTeaserTile.tsx';
import { FEATURE_ICONS, FeatureIcon, type FeatureKey } from './feature-icons.tsx';
import './iconslanding.css';

const FEATURES = Object.keys(FEATURE_ICONS) as FeatureKey[];
/** Two rows of three on a phone, one row of six on a wide screen. */
const PROFILES_SHOWN = 6;

/** /landers/iconslanding/{slug?}: what the site offers as an icon grid, members of its niche, the signup. */
export function IconsLanderPage() {
  const { t } = useTranslation('landers');
  return (
    <LanderScreen name="iconslanding">
      {({ lander, copy }) => (
        <>
          <section className="icons-hero px-3 pt-4 pb-5 mb-4 text-center">
            <div className="container" style={{ maxWidth: '40rem' }}>
              <LanderIntro lander={lander} copy={copy} tone="light" className="mb-3" />
              <LanderMemberCount count={lander.member_count} className="fw-semibold mb-3" />
              <LanderSignupButton variant="light" className="rounded-pill px-4 text-primary">
                {copy.callToAction}
              </LanderSignupButton>
            </div>
          </section>
          <div className="container pb-4" style={{ maxWidth: '60rem' }}>
            <section aria-labelledby="icons-features" className="mb-4">
              <h2 id="icons-features" className="h4 text-center mb-3">
                {t('landers.iconslanding.featuresTitle')}
              </h2>
              <ul className="icons-grid">
                {FEATURES.map((feature) => (
                  <li key={feature}>
                    <div className="icons-card">
                      <span className="icons-bubble">
                        <FeatureIcon name={feature} />
                      </span>
                      <h3 className="h6 fw-bold mb-1">
                        {t(`landers.iconslanding.features.${feature}.title`)}
                      </h3>
                      <p className="small text-body-secondary mb-0">
                        {t(`landers.iconslanding.features.${feature}.text`)}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="icons-profiles" className="mb-4">
              <h2 id="icons-profiles" className="h4 text-center mb-3">
                {t('landers.iconslanding.profilesTitle')}
              </h2>
              {lander.profiles.length === 0 ? (
                <p className="text-center text-body-secondary">{t('landers.common.noProfiles')}</p>
              ) : (
                <ul className="icons-profiles">
                  {lander.profiles.slice(0, PROFILES_SHOWN).map((profile) => (
                    <li key={profile.id}>
                      <LanderTeaserTile profile={profile} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <LanderSignupBlock
              callToAction={copy.callToAction}
              profiles={lander.profiles.slice(0, PROFILES_SHOWN)}
            />
          </div>
        </>
      )}
    </LanderScreen>
  );
}
