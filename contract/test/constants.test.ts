import { describe, expect, it } from 'vitest';
import { cleanPhone, termsVersionDate } from '../src/constants.ts';
import { matchWebRoute } from '../src/routes.ts';

describe('terms version (SPEC §9)', () => {
  it('is 2023-12-01T12:00:00Z unless the company was added later', () => {
    expect(termsVersionDate('2020-01-01T00:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2025-03-04T10:00:00Z').toISOString()).toBe('2025-03-04T10:00:00.000Z');
  });
});

describe('support phone (SPEC §5)', () => {
  it('loses dashes and spaces', () => {
    expect(cleanPhone('020 - 123 45 67')).toBe('0201234567');
  });
});

describe('web routes', () => {
  it('match by path, with or without a trailing slash, and nothing else', () => {
    expect(matchWebRoute('/')).toBe('index');
    expect(matchWebRoute('/pages/return-policy')).toBe('pages-return-policy');
    expect(matchWebRoute('/pages/faq/')).toBe('pages-faq');
    expect(matchWebRoute('/pages/faq/more')).toBeUndefined();
    expect(matchWebRoute('/pages')).toBeUndefined();
  });
});
