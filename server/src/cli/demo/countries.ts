import type { Language } from '@community/contract';

/** Millions of inhabitants: a site for NL and BE gets about three Dutch members for every two Belgian ones. */
const POPULATION: Record<string, number> = {
  NL: 18,
  BE: 12,
  FR: 68,
  DE: 84,
  AT: 9,
  CH: 9,
  IT: 59,
  ES: 48,
  GB: 68,
  IE: 5,
  US: 335,
  CA: 40,
  AU: 27,
  NZ: 5,
  PL: 37,
  DK: 6,
  SE: 10,
  NO: 5,
  FI: 6,
  LU: 1,
};

/** The languages a country's members write in, with their shares (when the region is not known). */
const LANGUAGES: Record<string, Partial<Record<Language, number>>> = {
  NL: { nl: 1 },
  BE: { nl: 60, fr: 40 },
  FR: { fr: 1 },
  DE: { de: 1 },
  AT: { de: 1 },
  CH: { de: 65, fr: 25, it: 10 },
  IT: { it: 1 },
  ES: { es: 1 },
  GB: { en: 1 },
  IE: { en: 1 },
  US: { en: 87, es: 13 },
  CA: { en: 78, fr: 22 },
  AU: { en: 1 },
  NZ: { en: 1 },
  PL: { pl: 1 },
  DK: { da: 1 },
  SE: { sv: 1 },
  NO: { no: 1 },
  FI: { fi: 1 },
  LU: { fr: 50, de: 50 },
};

/** Where a country's language depends on the region: Flanders writes Dutch, Wallonia French, Ticino Italian … */
const REGION_LANGUAGES: Record<string, Record<string, Partial<Record<Language, number>>>> = {
  BE: { VLG: { nl: 1 }, WAL: { fr: 95, de: 5 }, BRU: { fr: 85, nl: 15 } },
  CA: { QC: { fr: 80, en: 20 }, NB: { en: 65, fr: 35 } },
  CH: {
    GE: { fr: 1 },
    VD: { fr: 1 },
    NE: { fr: 1 },
    JU: { fr: 1 },
    FR: { fr: 70, de: 30 },
    VS: { fr: 65, de: 35 },
    BE: { de: 85, fr: 15 },
    TI: { it: 1 },
    GR: { de: 85, it: 15 },
  },
};
/** Outside the regions listed above, a multilingual country's members write its majority language. */
const REST_OF_COUNTRY: Record<string, Partial<Record<Language, number>>> = {
  BE: { nl: 1 },
  CA: { en: 1 },
  CH: { de: 1 },
};

export function countryWeight(country: string): number {
  return POPULATION[country] ?? 5;
}

/** The languages of members in this country and region, with their shares. */
export function regionLanguages(country: string, region: string | null): Partial<Record<Language, number>> {
  const byRegion = REGION_LANGUAGES[country];
  if (byRegion && region !== null) return byRegion[region] ?? REST_OF_COUNTRY[country] ?? { en: 1 };
  return LANGUAGES[country] ?? { en: 1 };
}

/** The language most of the country's members write in. */
export function mainLanguage(country: string): Language {
  const shares = Object.entries(LANGUAGES[country] ?? { en: 1 }) as Array<[Language, number]>;
  return (shares.sort((a, b) => b[1] - a[1])[0] as [Language, number])[0];
}
