import { REGION_COUNTRIES } from '@community/contract';
import { distance } from 'geokdbush';
import { describe, expect, it } from 'vitest';
import { buildCityIndex, reverseGeocode } from '../src/modules/geo/geocode.ts';
import { buildRegions } from '../src/modules/geo/regions.ts';
import { snapPosition } from '../src/modules/geo/snap-position.ts';
import { createTestApp, testClock } from './support/test-app.ts';

const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  distance(a.lon, a.lat, b.lon, b.lat);

/** A deterministic spread of points over the inhabited latitudes and every longitude. */
function samplePoints(count: number, maxLat = 75): { lat: number; lon: number }[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () => ({
    lat: (random() * 2 - 1) * maxLat,
    lon: (random() * 2 - 1) * 180,
  }));
}

describe('snapPosition', () => {
  it('never moves a position more than ~1.5 km', () => {
    for (const point of [...samplePoints(5000), { lat: 89.99, lon: 179.99 }, { lat: -89.5, lon: -180 }]) {
      expect(km(point, snapPosition(point.lat, point.lon))).toBeLessThanOrEqual(1.5);
    }
  });

  it('gives many nearby positions one stored value, so the exact spot cannot be told', () => {
    const amsterdam = snapPosition(52.3731, 4.8922);
    expect(km({ lat: 52.3731, lon: 4.8922 }, amsterdam)).toBeGreaterThan(0.05);
    const points = samplePoints(2000);
    const sameCell = points.filter(({ lat, lon }) => {
      // 100 m to the north-east.
      const moved = snapPosition(
        lat + 0.1 / 111.32 / Math.SQRT2,
        lon + 0.1 / 111.32 / Math.SQRT2 / Math.cos((lat * Math.PI) / 180),
      );
      return JSON.stringify(moved) === JSON.stringify(snapPosition(lat, lon));
    });
    expect(sameCell.length / points.length).toBeGreaterThan(0.85);
  });

  it('is stable: snapping a snapped position changes nothing', () => {
    for (const point of [...samplePoints(2000, 90), { lat: 90, lon: 180 }, { lat: -0.0001, lon: -0.0001 }]) {
      const once = snapPosition(point.lat, point.lon);
      expect(snapPosition(once.lat, once.lon)).toEqual(once);
    }
  });
});

describe('reverseGeocode', () => {
  it.each([
    ['Amsterdam', 52.3731, 4.8922, { country: 'NL', region: 'NH', place: 'Amsterdam' }],
    ['Utrecht', 52.0907, 5.1214, { country: 'NL', region: 'UT', place: 'Utrecht' }],
    ['Brussels', 50.8467, 4.3525, { country: 'BE', region: 'BRU', place: 'Brussels' }],
    ['Antwerp (a city of Flanders)', 51.2194, 4.4025, { country: 'BE', region: 'VLG', place: 'Antwerp' }],
    ['Munich', 48.1374, 11.5755, { country: 'DE', region: 'BY', place: 'Munich' }],
    ['Vienna', 48.2082, 16.3738, { country: 'AT', region: '9', place: 'Vienna' }],
    [
      'Seville (the province, not Andalusia)',
      37.3891,
      -5.9845,
      { country: 'ES', region: 'SE', place: 'Sevilla' },
    ],
    ['Warsaw', 52.2297, 21.0122, { country: 'PL', region: '14', place: 'Warsaw' }],
    ['Dublin', 53.3498, -6.2603, { country: 'IE', region: 'D', place: 'Dublin' }],
    ['London', 51.5074, -0.1278, { country: 'GB', region: 'LND', place: 'London' }],
    ['Cardiff', 51.4816, -3.1791, { country: 'GB', region: 'CRF', place: 'Cardiff' }],
    ['New York', 40.7128, -74.006, { country: 'US', region: 'NY', place: 'New York City' }],
    ['Sydney', -33.8688, 151.2093, { country: 'AU', region: 'NSW', place: 'Sydney' }],
    ['Auckland', -36.8485, 174.7633, { country: 'NZ', region: 'AUK', place: 'Auckland' }],
    [
      'San Juan (a US territory GeoNames lists as a country)',
      18.4655,
      -66.1057,
      { country: 'US', region: 'PR', place: 'San Juan' },
    ],
  ])('%s', (_name, lat, lon, expected) => {
    expect(reverseGeocode(lat, lon)).toEqual(expected);
  });

  // The nearest GeoNames entry in a city centre is often a neighbourhood ("Sol", "Trevi").
  it.each([
    ['Zürich', 47.3769, 8.5417, 'CH', 'ZH'],
    ['Madrid', 40.4168, -3.7038, 'ES', 'M'],
    ['Paris', 48.8566, 2.3522, 'FR', 'IDF'],
    ['Rome', 41.9028, 12.4964, 'IT', '62'],
    ['Toronto', 43.6532, -79.3832, 'CA', 'ON'],
  ])('%s', (_name, lat, lon, country, region) => {
    expect(reverseGeocode(lat, lon)).toEqual({ country, region, place: expect.any(String) });
  });

  it('answers a country outside our region list without a region', () => {
    expect(reverseGeocode(35.6762, 139.6503)).toMatchObject({ country: 'JP', region: null });
  });

  it('answers nothing far from any place (the North Sea)', () => {
    expect(reverseGeocode(55.5, 3)).toBeUndefined();
  });

  it('maps a city to every region of our list except the known gaps (decision 0011)', () => {
    const cities = buildCityIndex();
    const reached = new Set<string>();
    cities.countryOf.forEach((countryId, i) => {
      reached.add(`${cities.countries[countryId]}.${cities.regions[cities.regionOf[i] as number]}`);
    });
    const { regions } = buildRegions();
    const unmapped = REGION_COUNTRIES.flatMap((country) =>
      (regions[country]?.regions ?? [])
        .filter(({ code }) => !reached.has(`${country}.${code}`))
        .map(({ code }) => `${country}.${code}`),
    );
    expect(unmapped.sort()).toEqual(
      [
        // Spain: communities listed beside their own provinces; a city is given its province.
        'ES.AN',
        'ES.AR',
        'ES.CN',
        // France: Clipperton has no inhabited place.
        'FR.CP',
        // United States: military post codes and three sovereign states.
        'US.AA',
        'US.AE',
        'US.AP',
        'US.FM',
        'US.MH',
        'US.PW',
        // United Kingdom: Berkshire has no council of its own; London boroughs with no place of their name.
        'GB.BRK',
        ...[
          'BDG',
          'CMD',
          'ENF',
          'HMF',
          'HRY',
          'HAV',
          'KEC',
          'LEW',
          'MRT',
          'NWM',
          'RDB',
          'RIC',
          'SWK',
          'TWH',
          'WFT',
        ].map((code) => `GB.${code}`),
      ].sort(),
    );
  });
});

describe('GET /api/geocode.php', async () => {
  const clock = testClock();
  const { app } = await createTestApp({}, { clock });
  const geocode = (query: string, remoteAddress = '10.9.0.1') =>
    app.inject({ url: `/api/geocode.php?${query}`, remoteAddress });

  it('answers the place, country and region, never the coordinates, and is not cached', async () => {
    const response = await geocode('lat=52.3731&lon=4.8922');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ geocode: { country: 'NL', region: 'NH', place: 'Amsterdam' } });
    expect(response.body).not.toMatch(/52\.37|4\.89|lat|lon|dist/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 geocode_failed at sea', async () => {
    const response = await geocode('lat=55.5&lon=3');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'geocode_failed' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a position that is not one', async () => {
    for (const query of ['lat=91&lon=0', 'lat=0&lon=-181', 'lat=abc&lon=1', 'lon=1']) {
      expect((await geocode(query)).statusCode).toBe(400);
    }
  });

  it('allows 60 look-ups per 10 minutes from one address, then answers 429 rate_limited', async () => {
    const ip = '10.9.0.2';
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await geocode('lat=52.09&lon=5.12', ip)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await geocode('lat=52.09&lon=5.12', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited', retry_after: 600 });
    expect(limited.headers['retry-after']).toBe('600');
    expect((await geocode('lat=52.09&lon=5.12', '10.9.0.3')).statusCode).toBe(200);
    clock.set(new Date(clock().getTime() + 10 * 60_000 + 1000));
    expect((await geocode('lat=52.09&lon=5.12', ip)).statusCode).toBe(200);
  });
});
