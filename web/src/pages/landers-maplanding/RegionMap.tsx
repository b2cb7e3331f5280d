import type { LanderRegion } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../features/locale/use-language.ts';
import { useCountryRegions } from '../../features/regions/regions-api.ts';
import { REGION_LAYOUTS } from './region-layouts.ts';

/** A country without a tile map shows at most this many regions, the ones with the most members. */
const LIST_MAP_MOST = 18;

export type RegionChoice = { country: string; region: string } | null;

function countryName(country: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** 1 to 4 by the share of the busiest region: the tile's colour. */
const heat = (count: number, most: number) => (count === 0 ? 0 : Math.max(1, Math.ceil((count / most) * 4)));

/**
 * One country's members by region: on a tile map where the country has one (REGION_LAYOUTS), else as a list-map
 * of its busiest regions. Each region with members is a button that picks it (`chosen`) to show its members.
 */
export function CountryRegionMap({
  country,
  regions,
  chosen,
  onChoose,
}: {
  country: string;
  regions: readonly LanderRegion[];
  chosen: RegionChoice;
  onChoose: (choice: RegionChoice) => void;
}) {
  const { t } = useTranslation('landers-media');
  const { tag } = useLanguage();
  const names = useCountryRegions(country);
  const layout = REGION_LAYOUTS[country];
  const counts = new Map(regions.map((each) => [each.region, each.count]));
  const most = Math.max(1, ...regions.map((each) => each.count));
  const total = regions.reduce((sum, each) => sum + each.count, 0);
  const codes = layout
    ? Object.keys(layout)
    : [...regions]
        .sort((a, b) => b.count - a.count)
        .slice(0, LIST_MAP_MOST)
        .map((each) => each.region);
  const nameOf = (code: string) =>
    names?.regions.find((each) => each.code === code)?.name ?? (code || countryName(country, tag));
  const heading = `map-${country}`;
  return (
    <section className="rm-country" aria-labelledby={heading}>
      <h3 id={heading} className="h6 d-flex justify-content-between gap-2 mb-2">
        <span>{countryName(country, tag)}</span>
        <span className="fw-normal text-body-secondary">
          {t('landersMedia.maplanding.regionMembers', { count: total })}
        </span>
      </h3>
      <ul className={`rm-tiles list-unstyled mb-0 ${layout ? 'rm-tiles-map' : 'rm-tiles-list'}`}>
        {codes.map((code) => {
          const count = counts.get(code) ?? 0;
          const position = layout?.[code];
          const style = position ? { gridColumn: position[0] + 1, gridRow: position[1] + 1 } : undefined;
          const picked = chosen?.country === country && chosen.region === code;
          const content = (
            <>
              <span className="rm-name">{nameOf(code)}</span>
              <span className="rm-count">{t('landersMedia.maplanding.regionMembers', { count })}</span>
            </>
          );
          return (
            <li key={code} style={style} className="rm-tile-slot">
              {count > 0 ? (
                <button
                  type="button"
                  className="rm-tile"
                  data-heat={heat(count, most)}
                  aria-pressed={picked}
                  onClick={() => onChoose(picked ? null : { country, region: code })}
                >
                  {content}
                </button>
              ) : (
                <div className="rm-tile" data-heat={0}>
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
