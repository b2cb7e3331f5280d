import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@community/contract';

/** A module's mail texts, one JSON file per language in `folder`, each read once per process. */
export function mailTexts<T>(folder: string): (language: Language) => T {
  const byLanguage = new Map<Language, T>();
  return (language) => {
    let loaded = byLanguage.get(language);
    if (!loaded) {
      loaded = JSON.parse(fs.readFileSync(path.join(folder, `${language}.json`), 'utf8')) as T;
      byLanguage.set(language, loaded);
    }
    return loaded;
  };
}

/** `{name}` placeholders filled from `vars`; an unknown one stays as it is. */
export const fillText = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
