export const ENTRY_WARNING_SKIP_KEY = 'site-entry-warning-skipped';

export type EntryWarningInput = {
  installed: boolean;
  setting: 'yes' | 'no';
  loggedIn: boolean;
  /**
   * When given and not empty, the visitor's GeoIP country must be in it, or unknown (decision 0035: a visitor
   * GeoIP cannot place may be in one of them).
   */
  allowedCountries: readonly string[] | undefined;
  geoipCountry: string | null;
  skippedAt: string | null;
};

/** SPEC §2: not installed, setting not 'no', logged out, allowed country, and not skipped before. */
export function shouldShowEntryWarning(input: EntryWarningInput): boolean {
  if (input.installed || input.setting === 'no' || input.loggedIn || input.skippedAt) return false;
  if (input.allowedCountries?.length && input.geoipCountry) {
    return input.allowedCountries.includes(input.geoipCountry);
  }
  return true;
}
