import { z } from 'zod';

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

export const regionSchema = z.object({ code: z.string(), name: z.string() });
export const countryRegionsSchema = z.object({ term: z.enum(REGION_TERMS), regions: z.array(regionSchema) });
export const regionsResponseSchema = z.object({ regions: z.record(z.string(), countryRegionsSchema) });
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;
