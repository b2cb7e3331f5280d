import { describe, expect, it } from 'vitest';
import { withPartnerTiles } from '../src/features/partners/use-partner-tiles.ts';

const cam = { kind: 'cam' as const, url: 'https://cams.example/' };
const resell = { kind: 'resell' as const, url: 'https://dating.example/' };
const shape = (entries: ReturnType<typeof withPartnerTiles<number>>) =>
  entries.map((entry) => ('partner' in entry ? entry.partner.kind : entry.item));

describe('partner tiles among profiles (decision 0066)', () => {
  it('puts one after every 8th profile, cam and resell taking turns', () => {
    const profiles = Array.from({ length: 17 }, (_, index) => index);
    const out = shape(withPartnerTiles(profiles, [cam, resell]));
    expect(out.indexOf('cam')).toBe(8);
    expect(out.indexOf('resell')).toBe(17);
    expect(out.filter((entry) => typeof entry === 'string')).toHaveLength(2);
  });

  it('gives a short list one at its end, and nothing without partners or profiles', () => {
    expect(shape(withPartnerTiles([1, 2, 3], [resell]))).toEqual([1, 2, 3, 'resell']);
    expect(shape(withPartnerTiles([1, 2, 3], []))).toEqual([1, 2, 3]);
    expect(shape(withPartnerTiles([], [cam]))).toEqual([]);
  });
});
