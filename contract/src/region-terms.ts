/** Countries with region terms (SPEC §9). */
export const REGION_COUNTRIES = [
  'NL',
  'BE',
  'GB',
  'IE',
  'DE',
  'AT',
  'IT',
  'FR',
  'CH',
  'ES',
  'US',
  'CA',
  'AU',
  'NZ',
  'PL',
] as const;
export type RegionCountry = (typeof REGION_COUNTRIES)[number];

/** What a country calls its first-level divisions; the client translates the term. */
export const REGION_TERMS = [
  'province',
  'state',
  'canton',
  'county',
  'region',
  'voivodeship',
  'nation',
  'territory',
] as const;
