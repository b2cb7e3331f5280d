import { COUNTRY_COOKIE_NAME, LOCALE_COOKIE_MAX_AGE_DAYS } from '@community/contract';

/**
 * The country chosen on /lang-config (decision 0066), kept as long as the locale cookie; the server reads it and
 * serves it as `chosen_country`. null forgets it (where the visitor is decides again).
 */
export function writeCountryCookie(country: string | null): void {
  const maxAge = country ? LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 : 0;
  document.cookie = `${COUNTRY_COOKIE_NAME}=${country ?? ''}; path=/; max-age=${maxAge}; samesite=lax`;
}
