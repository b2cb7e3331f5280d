import { REGION_COUNTRIES, type RegionCountry, type RegionsResponse } from '@community/contract';
import { allCountries } from 'country-region-data';

/** What each country calls the divisions the data package lists for it. */
const TERM_BY_COUNTRY: Record<RegionCountry, RegionsResponse['regions'][string]['term']> = {
  NL: 'province',
  BE: 'region',
  GB: 'county',
  IE: 'county',
  DE: 'state',
  AT: 'state',
  IT: 'region',
  FR: 'region',
  CH: 'canton',
  ES: 'province',
  US: 'state',
  CA: 'province',
  AU: 'state',
  NZ: 'region',
  PL: 'voivodeship',
};

/** Regions of the countries of SPEC §9, from the maintained country-region-data package, sorted by name. */
export function buildRegions(): RegionsResponse {
  const regions: RegionsResponse['regions'] = {};
  for (const [, code, list] of allCountries) {
    if (!(REGION_COUNTRIES as readonly string[]).includes(code)) continue;
    regions[code] = {
      term: TERM_BY_COUNTRY[code as RegionCountry],
      regions: list
        .map(([name, regionCode]) => ({ code: regionCode ?? name, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }
  return { regions };
}
