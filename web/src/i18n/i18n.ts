import { DEFAULT_LANGUAGE, LANGUAGES } from '@community/contract';
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

// One chunk per language and namespace: a visitor downloads only the texts of the language in use.
const uiTexts = import.meta.glob<{ default: object }>('./locales/*.json');
const legalTexts = import.meta.glob<{ default: object }>('./legal/[a-z][a-z].json');
// A feature's own namespace (`useTranslation('admin-members')`): texts only its screens need, such as the back
// office's, so a member never downloads them. Each file has one top-level key, the namespace in camelCase.
const namespaceTexts = import.meta.glob<{ default: object }>('./ns/*/[a-z][a-z].json');

function loadTexts(language: string, namespace: string): Promise<object> {
  const own = namespace !== 'legal' && namespace !== 'translation';
  const table = own ? namespaceTexts : namespace === 'legal' ? legalTexts : uiTexts;
  const folder = own ? `ns/${namespace}` : namespace === 'legal' ? 'legal' : 'locales';
  const load = table[`./${folder}/${language}.json`] ?? table[`./${folder}/${DEFAULT_LANGUAGE}.json`];
  if (!load) return Promise.reject(new Error(`no texts for ${language}/${namespace}`));
  return load().then((module) => module.default);
}

/**
 * i18next with nl as fallback; UI texts in `translation`, the static pages in `legal`, a feature's own texts in
 * its namespace under `ns/` (each loaded when needed).
 */
export async function createI18n(language: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(resourcesToBackend(loadTexts))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}
