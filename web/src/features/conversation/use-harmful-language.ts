import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadHarmfulLanguageTest } from './harmful-language.ts';

type HarmfulTest = (text: string) => boolean;
const loaded = new Map<string, Promise<HarmfulTest>>();

/** The list of a language, fetched once; a list that cannot be fetched holds nothing back. */
function harmfulTestFor(language: string): Promise<HarmfulTest> {
  let test = loaded.get(language);
  if (!test) {
    test = loadHarmfulLanguageTest(language).catch(() => {
      loaded.delete(language);
      return () => false;
    });
    loaded.set(language, test);
  }
  return test;
}

/**
 * Whether a text holds harmful language in the member's language (decision 0057). The list starts loading with
 * the conversation; a send made before it arrived waits for it (it is a few kilobytes).
 */
export function useHarmfulLanguage(): (text: string) => Promise<boolean> {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    void harmfulTestFor(language);
  }, [language]);
  return useMemo(() => async (text: string) => (await harmfulTestFor(language))(text), [language]);
}
