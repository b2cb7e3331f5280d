import { REGION_COUNTRIES } from '@community/contract';
import { useLanguage } from '../locale/use-language.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';

/**
 * The countries a member may choose, as in signup: the site's, or every country we know regions of. The
 * member's own country stays in the list even when the site no longer serves it.
 */
export function useCountryOptions(current: string): {
  codes: string[];
  options: { code: string; name: string }[];
} {
  const settings = useCurrentSettings();
  const { tag } = useLanguage();
  const offered: readonly string[] = settings.countries.length > 0 ? settings.countries : REGION_COUNTRIES;
  const codes = offered.includes(current) || !current ? [...offered] : [...offered, current];
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const options = codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
  return { codes: [...offered], options };
}

/** A country's name in the interface language. */
export function useCountryName(): (code: string) => string {
  const { tag } = useLanguage();
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  return (code) => names.of(code) ?? code;
}
