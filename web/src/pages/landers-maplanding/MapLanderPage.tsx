import type { LanderRegion } from '@community/contract';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LanderIntro } from '../../features/landers/LanderIntro.tsx';
import { LanderMemberCount } from '../../features/landers/LanderMemberCount.tsx';
import { LanderScreen } from '../../features/landers/LanderScreen.tsx';
import { LanderSignupBlock } from '../../features/landers/LanderSignupBlock.tsx';
import { photosFirst } from '../../features/landers-media/photos-first.ts';
import { MemberTile } from './MemberTile.tsx';
import { CountryRegionMap, type RegionChoice } from './RegionMap.tsx';
import { useRegionName } from './use-region-name.ts';
import './maplanding.css';

const PROFILES_SHOWN = 12;

/** The regions per country, the country with the most members first. */
function byCountry(regions: readonly LanderRegion[]): Array<[string, LanderRegion[]]> {
  const out = new Map<string, LanderRegion[]>();
  for (const region of regions) out.set(region.country, [...(out.get(region.country) ?? []), region]);
  const total = (list: LanderRegion[]) => list.reduce((sum, each) => sum + each.count, 0);
  return [...out].sort(([, a], [, b]) => total(b) - total(a));
}

/**
 * /landers/maplanding/{slug?}: where the members are, by region only (decision 0062: counts per region from the
 * answer, never a position). Picking a region shows its members among the teasers; then the signup.
 */
export function MapLanderPage() {
  const { t } = useTranslation('landers-media');
  const { t: shared } = useTranslation('landers');
  const [chosen, setChosen] = useState<RegionChoice>(null);
  const chosenName = useRegionName(chosen);
  const defaults = {
    headline: t('landersMedia.maplanding.headline'),
    subline: t('landersMedia.maplanding.subline'),
  };
  return (
    <LanderScreen name="maplanding" defaults={defaults}>
      {({ lander, copy }) => {
        const countries = byCountry(lander.regions);
        const profiles = photosFirst(lander.profiles);
        const inRegion = chosen
          ? profiles.filter(
              (profile) => profile.country === chosen.country && (profile.region ?? '') === chosen.region,
            )
          : profiles;
        const shown = inRegion.slice(0, PROFILES_SHOWN);
        return (
          <div className="container py-4">
            <LanderIntro lander={lander} copy={copy} className="mb-2" />
            <LanderMemberCount count={lander.member_count} className="fw-semibold text-primary mb-4" />
            <section className="rm-panel mb-4" aria-labelledby="rm-title">
              <h2 id="rm-title" className="h5 mb-1">
                {t('landersMedia.maplanding.mapTitle')}
              </h2>
              <p className="small text-body-secondary mb-3">
                <svg className="rm-shield" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M8 1.5 2.5 3.5v4c0 3.3 2.3 6 5.5 7 3.2-1 5.5-3.7 5.5-7v-4L8 1.5Z" />
                </svg>
                {t('landersMedia.maplanding.privacyNote')}
              </p>
              {countries.length === 0 ? (
                <p className="mb-0">{t('landersMedia.maplanding.noRegions')}</p>
              ) : (
                <>
                  <p className="small mb-3">{t('landersMedia.maplanding.chooseHint')}</p>
                  <div className="rm-countries">
                    {countries.map(([country, regions]) => (
                      <CountryRegionMap
                        key={country}
                        country={country}
                        regions={regions}
                        chosen={chosen}
                        onChoose={setChosen}
                      />
                    ))}
                  </div>
                </>
              )}
            </section>
            <section aria-labelledby="rm-members" aria-live="polite" className="mb-4">
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
                <h2 id="rm-members" className="h5 mb-0">
                  {chosenName
                    ? t('landersMedia.maplanding.membersIn', { region: chosenName })
                    : t('landersMedia.maplanding.membersEverywhere')}
                </h2>
                {chosen && (
                  <Button variant="outline-secondary" size="sm" onClick={() => setChosen(null)}>
                    {t('landersMedia.maplanding.showAll')}
                  </Button>
                )}
              </div>
              {shown.length > 0 ? (
                <ul className="rm-members list-unstyled mb-0">
                  {shown.map((profile) => (
                    <li key={profile.id}>
                      <MemberTile profile={profile} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mb-0">
                  {chosenName
                    ? t('landersMedia.maplanding.noneShown', { region: chosenName })
                    : shared('landers.common.noProfiles')}
                </p>
              )}
            </section>
            <LanderSignupBlock callToAction={copy.callToAction} profiles={shown} />
          </div>
        );
      }}
    </LanderScreen>
  );
}
