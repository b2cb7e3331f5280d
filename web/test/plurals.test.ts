import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@community/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { baseKey, flatten, PLURAL_SUFFIX, placeholders, webSrc } from './source-files.ts';

const read = (folder: string, language: string) =>
  JSON.parse(fs.readFileSync(path.join(webSrc, 'i18n', folder, `${language}.json`), 'utf8')) as object;
const namespaceFolder = path.join(webSrc, 'i18n/ns');
const namespaces = fs.existsSync(namespaceFolder) ? fs.readdirSync(namespaceFolder) : [];
/** The UI texts with every feature namespace's (each under its own top-level key, so they merge). */
const raw = (language: string): object =>
  Object.assign(read('locales', language), ...namespaces.map((name) => read(`ns/${name}`, language)));
const categories = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/**
 * Variables that carry a number of things. When one is followed by a word ("{{days}} days") the word must
 * agree with the number, so the text has to be a plural text with the number as `count`. A unit abbreviation
 * after the number ("{{minutes}} min", "{{hours}} h") does not inflect and is fine.
 */
const COUNTED_VARIABLES = [
  'days',
  'hours',
  'minutes',
  'seconds',
  'credits',
  'limit',
  'min',
  'max',
  'matches',
  'age',
  'min_age',
  'free',
  'premium',
  'conversations',
  'history',
];
const countedWithWord = new RegExp(
  `\\{\\{(${COUNTED_VARIABLES.join('|')})(?:,[^}]*)?\\}\\}\\s+(?!(?:h|t|u|tim|Std|godz|min|Min|s|MB|%)\\.?(?!\\p{L}))\\p{L}`,
  'u',
);
const fix = (language: string, key: string) =>
  `rename the number to {{count}}, pass { count } from the caller and write ${key}_${categories(language).join(`, ${key}_`)}`;

describe.each([...LANGUAGES])('plural texts in %s', (language) => {
  const texts = flatten(raw(language));
  const groups = new Map<string, string[]>();
  for (const key of texts.keys())
    if (PLURAL_SUFFIX.test(key)) groups.set(baseKey(key), [...(groups.get(baseKey(key)) ?? []), key]);

  it('give every plural text exactly the categories the language needs (Intl.PluralRules)', () => {
    const wrong: string[] = [];
    for (const [key, forms] of groups) {
      const have = forms.map((form) => form.slice(key.length + 1)).sort();
      const need = [...categories(language)].sort();
      if (have.join() !== need.join())
        wrong.push(`${language}: ${key} has _${have.join(', _')} but ${language} needs _${need.join(', _')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('count every counted text with plural keys, never a bare number', () => {
    const wrong: string[] = [];
    for (const [key, value] of texts) {
      if (PLURAL_SUFFIX.test(key)) continue;
      if (placeholders(value).includes('count'))
        wrong.push(`${language}: ${key} interpolates {{count}} without plural forms: ${fix(language, key)}`);
      const counted = value.match(countedWithWord);
      if (counted)
        wrong.push(`${language}: ${key} counts with {{${counted[1]}}} ("${value}"): ${fix(language, key)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('render for 0, 1, 2, 5, 22 and 1000 with the number in them', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: { [language]: { translation: raw(language) } },
      interpolation: { escapeValue: false },
    });
    const wrong: string[] = [];
    for (const [key, forms] of groups) {
      const needsCount = forms.filter((form) => placeholders(texts.get(form) ?? '').includes('count'));
      for (const count of [0, 1, 2, 5, 22, 1000]) {
        const form = `${key}_${new Intl.PluralRules(language).select(count)}`;
        const others = Object.fromEntries(
          forms.flatMap((each) => placeholders(texts.get(each) ?? '')).map((name) => [name, 'X']),
        );
        const text = i18n.t(key, { ...others, count });
        if (text === key || text.includes('{{')) wrong.push(`${language}: ${key} for ${count}: "${text}"`);
        if (needsCount.includes(form) && !/\d/.test(text))
          wrong.push(`${language}: ${key} for ${count} lacks the number: "${text}"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
