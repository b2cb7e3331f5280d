import {
  LANGUAGE_TAGS,
  type Language,
  REGION_COUNTRIES,
  type RegionCountry,
  type RegionsResponse,
} from '@community/contract';
import { allCountries } from 'country-region-data';
import regionNames from './region-names.json' with { type: 'json' };

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

/**
 * Regions of the countries of SPEC §9, from the maintained country-region-data package, with its names (the
 * ones GeoNames is matched against), sorted by name.
 */
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

type NamesByCountry = Partial<Record<string, Partial<Record<string, string>>>>;
const NAMES: Partial<Record<Language, NamesByCountry>> = regionNames;
const inLanguage = new Map<Language, RegionsResponse>();

/**
 * The same regions named in a language, from CLDR (region-names.json, written by scripts/region-names.mjs; decision
 * 0032), sorted in that language's order. A region CLDR does not name keeps the package's name. Built once per
 * language.
 */
export function regionsInLanguage(language: Language): RegionsResponse {
  const cached = inLanguage.get(language);
  if (cached) return cached;
  const names = NAMES[language] ?? {};
  const collator = new Intl.Collator(LANGUAGE_TAGS[language]);
  const regions: RegionsResponse['regions'] = {};
  for (const [country, { term, regions: list }] of Object.entries(buildRegions().regions)) {
    regions[country] = {
      term,
      regions: list
        .map(({ code, name }) => ({ code, name: names[country]?.[code] ?? name }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    };
  }
  const answer = { regions };
  inLanguage.set(language, answer);
  return answer;
}
