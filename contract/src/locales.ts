/** Interface languages (SPEC §1) and the locale rules of SPEC §4 and §9. */
export const LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';

/** BCP 47 tags used for dates, numbers and `<html lang>` region-aware formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  da: 'da-DK',
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fi: 'fi-FI',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
  no: 'nb-NO',
  pl: 'pl-PL',
  sv: 'sv-SE',
};

/** Each language's name in that language, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  sv: 'Svenska',
};

/** Languages offered by the switcher, by country (SPEC §9). */
export const SWITCHER_LANGUAGES_BY_COUNTRY: Record<string, readonly Language[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A locale cookie counts only when it is a known code; otherwise domain_language by its first two letters; otherwise nl. */
export function resolveLanguage(input: { cookie?: string | null; domainLanguage?: string | null }): Language {
  if (isLanguage(input.cookie)) return input.cookie;
  return languageOfTag(input.domainLanguage) ?? DEFAULT_LANGUAGE;
}

/** The interface language of a tag such as a site's domain_language ("nl-NL" -> nl, "nb-NO" -> no), if we have it. */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const code = tag?.slice(0, 2).toLowerCase();
  const language = code === 'nb' || code === 'nn' ? 'no' : code;
  return isLanguage(language) ? language : undefined;
}

/** A text kept per language, such as a site's title: `{ "nl": "…", "de": "…" }`. */
export type TextsByLanguage = Partial<Record<string, string>>;

/**
 * One per-language text in a language: that language's, else the one in the site's own language
 * (domain_language), else the default language's, else any; '' when there is none.
 */
export function textInLanguage(
  texts: TextsByLanguage,
  language: Language,
  domainLanguage: string | null | undefined,
): string {
  const own = languageOfTag(domainLanguage);
  return (
    texts[language] ||
    (own && texts[own]) ||
    texts[DEFAULT_LANGUAGE] ||
    Object.values(texts).find((text) => !!text) ||
    ''
  );
}

/** The languages the switcher shows for a country; the current language is always among them. */
export function visibleLanguages(country: string | null | undefined, current: Language): Language[] {
  const forCountry = (country && SWITCHER_LANGUAGES_BY_COUNTRY[country.toUpperCase()]) || [];
  return forCountry.includes(current) ? [...forCountry] : [current, ...forCountry];
}

/**
 * The country a visitor chose on /lang-config (issue 24, decision 0066): kept beside the locale cookie, as long,
 * and read where the GeoIP country would decide the switcher list. Only a country of the switcher table counts.
 */
export const COUNTRY_COOKIE_NAME = 'country';
export const SWITCHER_COUNTRIES = Object.keys(SWITCHER_LANGUAGES_BY_COUNTRY);
export function chosenCountryOf(cookie: string | null | undefined): string | null {
  const country = cookie?.toUpperCase();
  return country && Object.hasOwn(SWITCHER_LANGUAGES_BY_COUNTRY, country) ? country : null;
}
