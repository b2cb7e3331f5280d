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
  it('with a list of allowed countries, shows only to visitors from them', () => {
    expect(shouldShowEntryWarning({ ...visitor, allowedCountries: ['NL', 'DE'], geoipCountry: 'DE' })).toBe(
      true,
    );
    expect(shouldShowEntryWarning({ ...visitor, allowedCountries: ['NL', 'DE'], geoipCountry: 'BE' })).toBe(
      false,
    );
    expect(shouldShowEntryWarning({ ...visitor, allowedCountries: ['NL', 'DE'], geoipCountry: null })).toBe(
      false,
    );
    expect(shouldShowEntryWarning({ ...visitor, allowedCountries: [], geoipCountry: null })).toBe(true);
  });
});
