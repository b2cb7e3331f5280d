import type { Settings } from '@community/contract';
import { useLanguage } from '../locale/use-language.ts';
import { useSettings } from './settings-api.ts';

/** The site's settings in the interface language. */
export function useCurrentSettings(): Settings {
  return useSettings(useLanguage().language);
}
