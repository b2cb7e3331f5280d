import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, type Language } from '@community/contract';
import { useTranslation } from 'react-i18next';

export function useLanguage(): { language: Language; tag: string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { language, tag: LANGUAGE_TAGS[language] };
}
