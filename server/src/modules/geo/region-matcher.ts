import { REGION_COUNTRIES, type RegionCountry, type RegionsResponse } from '@community/contract';

/** Words that name the kind of division rather than the division ("Provincia de Sevilla", "County Cork"). */
const KIND_WORDS = new Set([
  'and',
  'borough',
  'capital',
  'city',
  'council',
  'county',
  'da',
  'de',
  'district',
  'du',
  'metropolitan',
  'of',
  'province',
  'provincia',
  'provincie',
  'region',
  'royal',
  'state',
  'the',
  'voivodeship',
]);

/** Lower case, no accents, no punctuation, no kind words: "Province of Córdoba" and "Córdoba" both become "cordoba". */
function normalizeRegionName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !KIND_WORDS.has(word))
    .join(' ');
}

/**
 * GeoNames names (English exonyms, Irish-language county names, merged or split councils) that normalizing alone
 * does not bring to one of our regions, per country: GeoNames name -> our region code.
 */
const ALIASES: Partial<Record<RegionCountry, Record<string, string>>> = {
  AT: {
    Carinthia: '2',
    'Lower Austria': '3',
    'Upper Austria': '4',
    Styria: '6',
    Tyrol: '7',
    Vienna: '9',
  },
  CH: {
    'Appenzell Innerrhoden': 'AI',
    'Basel-City': 'BS',
    Geneva: 'GE',
    Grisons: 'GR',
    Lucerne: 'LU',
    'Saint Gallen': 'SG',
  },
  DE: {
    Bavaria: 'BY',
    Hesse: 'HE',
    'Lower Saxony': 'NI',
    'North Rhine-Westphalia': 'NW',
    Saxony: 'SN',
    'Saxony-Anhalt': 'ST',
    Thuringia: 'TH',
  },
  ES: {
    Andalusia: 'AN',
    'Balearic Islands': 'PM',
    'Canary Islands': 'CN',
    Navarre: 'NA',
    'Provincia da Coruña': 'C',
  },
  FR: { Brittany: 'BRE', Corsica: 'COR', 'New Aquitaine': 'NAQ', Normandy: 'NOR' },
  GB: {
    Anglesey: 'AGY',
    'Greater London': 'LND',
    'North Northamptonshire': 'NTH',
    'Rhondda Cynon Taf': 'RCT',
    'Sir Powys': 'POW',
    'West Northamptonshire': 'NTH',
  },
  IE: {
    'An Cabhán': 'CN',
    'An Longfort': 'LD',
    'Dún Laoghaire-Rathdown': 'D',
    'Fingal County': 'D',
    'South Dublin': 'D',
    'Uíbh Fhailí': 'OY',
  },
  IT: {
    'Aosta Valley': '23',
    Apulia: '75',
    Basilicate: '77',
    Lombardy: '25',
    Piedmont: '21',
    Sardinia: '88',
    Sicily: '82',
    'The Marches': '57',
    Tuscany: '52',
  },
  NL: { 'North Brabant': 'NB', 'North Holland': 'NH', 'South Holland': 'ZH' },
  NZ: { 'Chatham Islands': 'CIT' },
  PL: {
    'Greater Poland': '30',
    'Lesser Poland': '12',
    'Lower Silesia': '02',
    Lublin: '06',
    Lubusz: '08',
    'Łódź Voivodeship': '10',
    Mazovia: '14',
    Opole: '16',
    Podlasie: '20',
    Pomerania: '22',
    Silesia: '24',
    Subcarpathia: '18',
    'Warmia-Masuria': '28',
    'West Pomerania': '32',
  },
};

/**
 * Spanish cities carry their autonomous community in admin1 and their province in admin2; our list holds the
 * provinces (and a few communities), so the province is tried first there.
 */
const ADMIN2_FIRST: ReadonlySet<string> = new Set(['ES']);

/** Areas whose districts our list holds (the London boroughs): inside them the place's own name is tried first. */
const DISTRICTS_NAMED_BY_PLACE: Partial<Record<RegionCountry, string>> = { GB: 'Greater London' };

/** Overseas territories GeoNames lists as countries of their own but our lists hold as regions. */
const TERRITORY_OF: Record<string, RegionCountry> = {
  AS: 'US',
  GU: 'US',
  MP: 'US',
  PR: 'US',
  VI: 'US',
  BL: 'FR',
  GF: 'FR',
  GP: 'FR',
  MF: 'FR',
  MQ: 'FR',
  NC: 'FR',
  PF: 'FR',
  PM: 'FR',
  RE: 'FR',
  TF: 'FR',
  WF: 'FR',
  YT: 'FR',
};

export type RegionMatcher = (
  country: string,
  admin1Name: string | undefined,
  admin2Name: string | undefined,
  placeName: string,
) => { country: string; region: string | null };

/** Maps a GeoNames city's country and admin names to our country and region code (null outside our list). */
export function createRegionMatcher(regions: RegionsResponse['regions']): RegionMatcher {
  const byCountry = new Map<string, Map<string, string>>();
  for (const country of REGION_COUNTRIES) {
    const names = new Map<string, string>();
    for (const { code, name } of regions[country]?.regions ?? []) {
      names.set(normalizeRegionName(name), code);
      // "Valencia/València", "Castellón/Castelló": either spelling.
      for (const part of name.split('/')) names.set(normalizeRegionName(part), code);
    }
    for (const [alias, code] of Object.entries(ALIASES[country] ?? {}))
      names.set(normalizeRegionName(alias), code);
    byCountry.set(country, names);
  }

  return (geonamesCountry, admin1Name, admin2Name, placeName) => {
    const territoryOf = TERRITORY_OF[geonamesCountry];
    if (territoryOf) {
      const known = regions[territoryOf]?.regions.some((region) => region.code === geonamesCountry);
      return { country: territoryOf, region: known ? geonamesCountry : null };
    }
    const names = byCountry.get(geonamesCountry);
    if (!names) return { country: geonamesCountry, region: null };
    const order = ADMIN2_FIRST.has(geonamesCountry) ? [admin2Name, admin1Name] : [admin1Name, admin2Name];
    if (admin2Name && admin2Name === DISTRICTS_NAMED_BY_PLACE[geonamesCountry as RegionCountry])
      order.unshift(placeName);
    for (const adminName of order) {
      const code = adminName === undefined ? undefined : names.get(normalizeRegionName(adminName));
      if (code !== undefined) return { country: geonamesCountry, region: code };
    }
    return { country: geonamesCountry, region: null };
  };
}
