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
});
