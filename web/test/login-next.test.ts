import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../src/features/session/safe-next.ts';

describe('the next parameter of the login', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeNextPath('/notifications')).toBe('/notifications');
    expect(safeNextPath('/members/12?tab=photos')).toBe('/members/12?tab=photos');
  });
  it('drops other sites and anything that is not a path', () => {
    for (const next of [
      null,
      '',
      'notifications',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ])
      expect(safeNextPath(next), String(next)).toBeUndefined();
  });
});
