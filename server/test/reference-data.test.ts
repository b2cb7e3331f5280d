import { INTEREST_KEYS, REGION_COUNTRIES } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

describe('company info, interests and regions', async () => {
  const { app } = await createTestApp();

  it('GET /api/companyinfo.php answers the operator, cacheable', async () => {
    const response = await app.inject({ url: '/api/companyinfo.php' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const { companyinfo } = response.json();
    expect(Object.keys(companyinfo).sort()).toEqual([
      'added',
      'address',
      'city',
      'country',
      'delete_discount',
      'kvk',
      'name',
      'support_phone',
      'tradenames',
      'vat_numbers',
    ]);
    expect(companyinfo.name).toBe('Flirtlokaal B.V.');
    expect(Number.isNaN(Date.parse(companyinfo.added))).toBe(false);
  });

  it('GET /api/interests.php answers every interest key', async () => {
    const response = await app.inject({ url: '/api/interests.php' });
    expect(response.json()).toEqual({ interests: [...INTEREST_KEYS] });
    expect(response.headers['cache-control']).toContain('max-age=86400');
  });

  it('GET /api/regions.php answers the regions of the 15 countries with their term', async () => {
    const { regions } = (await app.inject({ url: '/api/regions.php' })).json();
    expect(Object.keys(regions).sort()).toEqual([...REGION_COUNTRIES].sort());
    expect(regions.NL.term).toBe('province');
    expect(regions.NL.regions.map((r: { name: string }) => r.name)).toContain('Utrecht');
    expect(regions.NL.regions).toHaveLength(12);
    expect(regions.CH.term).toBe('canton');
    expect(regions.CH.regions).toHaveLength(26);
    expect(regions.PL.term).toBe('voivodeship');
    expect(regions.US.regions.map((r: { code: string }) => r.code)).toContain('CA');
  });

  const belgium = async (request: { query?: string; cookie?: string; host?: string }) => {
    const response = await app.inject({
      url: `/api/regions.php${request.query ?? ''}`,
      headers: { host: request.host ?? 'localhost', ...(request.cookie ? { cookie: request.cookie } : {}) },
    });
    const names = Object.fromEntries(
      response.json().regions.BE.regions.map((r: { code: string; name: string }) => [r.code, r.name]),
    );
    return { names, headers: response.headers, json: response.json() };
  };

  it('GET /api/regions.php names the regions in the asked language, the locale cookie’s, or the site’s', async () => {
    expect((await belgium({ query: '?locale=nl' })).names).toEqual({
      BRU: 'Brussel',
      VLG: 'Vlaanderen',
      WAL: 'Wallonië',
    });
    expect((await belgium({ query: '?locale=fr' })).names).toEqual({
      BRU: 'Bruxelles',
      VLG: 'Flandre',
      WAL: 'Wallonie',
    });
    expect((await belgium({ cookie: 'locale=de' })).names).toEqual({
      BRU: 'Brüssel',
      VLG: 'Flandern',
      WAL: 'Wallonien',
    });
    // No locale asked for: the default site's language (nl-NL).
    expect((await belgium({})).names.VLG).toBe('Vlaanderen');
    const polish = await belgium({ query: '?locale=pl' });
    expect(polish.json.regions.DE.regions.map((r: { name: string }) => r.name)).toContain('Bawaria');
    expect(polish.json.regions.PL.regions.map((r: { name: string }) => r.name)).toContain('Małopolskie');
    const finnish = (await belgium({ query: '?locale=fi' })).json;
    expect(finnish.regions.NL.regions.map((r: { name: string }) => r.name)).toContain('Pohjois-Hollanti');
    // The codes never change with the language: a stored region is the same in every language.
    expect(finnish.regions.NL.regions.map((r: { code: string }) => r.code).sort()).toEqual(
      (await belgium({ query: '?locale=en' })).json.regions.NL.regions
        .map((r: { code: string }) => r.code)
        .sort(),
    );
  });

  it('GET /api/regions.php sorts the names in the language’s order', async () => {
    const { json } = await belgium({ query: '?locale=sv' });
    const names: string[] = json.regions.CH.regions.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare));
  });

  it('GET /api/regions.php is cached per language: by its URL when asked, else per cookie', async () => {
    const asked = await belgium({ query: '?locale=fr' });
    expect(asked.headers['cache-control']).toContain('public');
    expect(asked.headers.vary ?? '').not.toMatch(/cookie/i);
    const byCookie = await belgium({ cookie: 'locale=fr' });
    expect(byCookie.headers.vary).toMatch(/cookie/i);
    expect(byCookie.headers['cache-control']).toContain('private');
  });
});
