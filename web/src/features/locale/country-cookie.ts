import { COUNTRY_COOKIE_NAME, chosenCountryOf, LOCALE_COOKIE_MAX_AGE_DAYS } from '@community/contract';

/** The country chosen on /lang-config (decision 0066), kept as long as the locale cookie; null when none. */
export function readCountryCookie(cookies: string = document.cookie): string | null {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COUNTRY_COOKIE_NAME}=`));
  return chosenCountryOf(entry ? decodeURIComponent(entry.slice(COUNTRY_COOKIE_NAME.length + 1)) : null);
}

/** Saves the choice, or forgets it (null: where the visitor is decides again). */
export function writeCountryCookie(country: string | null): void {
  const maxAge = country ? LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 : 0;
  document.cookie = `${COUNTRY_COOKIE_NAME}=${country ?? ''}; path=/; max-age=${maxAge}; samesite=lax`;
}
