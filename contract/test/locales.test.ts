import { describe, expect, it } from 'vitest';
import { resolveLanguage, visibleLanguages } from '../src/locales.ts';

describe('language rules (SPEC §4, §5, §9)', () => {
  it('takes a known locale cookie first', () => {
    expect(resolveLanguage({ cookie: 'fr', domainLanguage: 'de-DE' })).toBe('fr');
  });
  it('ignores an unknown cookie and follows domain_language by its first two letters', () => {
    expect(resolveLanguage({ cookie: 'xx', domainLanguage: 'de-AT' })).toBe('de');
    expect(resolveLanguage({ cookie: 'nl-NL', domainLanguage: 'SV-se' })).toBe('sv');
  });
  it('falls back to nl', () => {
    expect(resolveLanguage({})).toBe('nl');
    expect(resolveLanguage({ domainLanguage: 'pt-BR' })).toBe('nl');
  });
  it('offers the switcher languages of the country, always with the current one', () => {
    expect(visibleLanguages('BE', 'nl')).toEqual(['nl', 'fr', 'de']);
    expect(visibleLanguages('ch', 'it')).toEqual(['de', 'it', 'fr', 'en']);
    expect(visibleLanguages('NL', 'nl')).toEqual(['nl']);
    expect(visibleLanguages('US', 'nl')).toEqual(['nl', 'en', 'es']);
    expect(visibleLanguages(null, 'da')).toEqual(['da']);
  });
});
