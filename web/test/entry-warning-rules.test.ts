import { describe, expect, it } from 'vitest';
import {
  type EntryWarningInput,
  shouldShowEntryWarning,
} from '../src/features/entry-warning/entry-warning-rules.ts';

const visitor: EntryWarningInput = {
  installed: false,
  setting: 'yes',
  loggedIn: false,
  allowedCountries: undefined,
  geoipCountry: 'NL',
  skippedAt: null,
};

describe('site-entry warning (SPEC §2)', () => {
  it('shows to a new logged-out visitor in the browser', () => {
    expect(shouldShowEntryWarning(visitor)).toBe(true);
  });
  it('never shows in the installed app, when the site says no, when logged in, or once skipped', () => {
    expect(shouldShowEntryWarning({ ...visitor, installed: true })).toBe(false);
    expect(shouldShowEntryWarning({ ...visitor, setting: 'no' })).toBe(false);
    expect(shouldShowEntryWarning({ ...visitor, loggedIn: true })).toBe(false);
    expect(shouldShowEntryWarning({ ...visitor, skippedAt: '2026-11-01T10:00:00.000Z' })).toBe(false);
  });
  it('with a list of allowed countries, shows only to visitors from them, or whose country is unknown', () => {
    expect(shouldShowEntryWarning({ ...visitor, allowedCountries: ['NL', 'DE'], geoipCountry: 'DE' })).toBe(
      true,
    );
    expect(shouldShowEntryWarning({ ...visitor, allowedCountries: ['NL', 'DE'], geoipCountry: 'BE' })).toBe(
      false,
    );
    // Decision 0035: a visitor GeoIP cannot place may be in NL or DE, so the warning errs on the safe side.
    expect(shouldShowEntryWarning({ ...visitor, allowedCountries: ['NL', 'DE'], geoipCountry: null })).toBe(
      true,
    );
    expect(shouldShowEntryWarning({ ...visitor, allowedCountries: [], geoipCountry: null })).toBe(true);
  });
  it('without a list, shows to visitors from anywhere and from an unknown country', () => {
    expect(shouldShowEntryWarning({ ...visitor, geoipCountry: 'US' })).toBe(true);
    expect(shouldShowEntryWarning({ ...visitor, geoipCountry: null })).toBe(true);
  });
});
