import { type Language, resolveLanguage } from '@community/contract';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie.ts';

/**
 * SPEC §4: the locale cookie if valid; without one, domain_language by its first two letters (and that
 * locale is then set as the cookie); otherwise nl.
 */
export function initialLanguage(domainLanguage: string | undefined): Language {
  const cookie = readLocaleCookie();
  const language = resolveLanguage({ cookie, domainLanguage });
  if (!cookie && domainLanguage && language === domainLanguage.slice(0, 2).toLowerCase())
    writeLocaleCookie(language);
  return language;
}
