import { LANGUAGE_TAGS, type Language } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { writeLocaleCookie } from './locale-cookie.ts';

/** Switches the interface language: cookie for 365 days, i18next, and `<html lang>`. */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  return async (language) => {
    writeLocaleCookie(language);
    await i18n.changeLanguage(language);
    document.documentElement.lang = LANGUAGE_TAGS[language];
  };
}
