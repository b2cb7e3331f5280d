import {
  isLanguage,
  type Language,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_NAME,
} from '@community/contract';

/** The locale cookie's value, only when it is a known code (SPEC §5). */
export function readLocaleCookie(cookies: string = document.cookie): Language | undefined {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE_NAME}=`));
  const value = entry ? decodeURIComponent(entry.slice(LOCALE_COOKIE_NAME.length + 1)) : undefined;
  return isLanguage(value) ? value : undefined;
}

export function writeLocaleCookie(language: Language): void {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE_NAME}=${language}; path=/; max-age=${maxAge}; samesite=lax`;
}
