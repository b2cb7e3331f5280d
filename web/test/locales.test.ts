import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, INTEREST_KEYS, LANGUAGES, REGION_TERMS } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { codeFiles, flatten, placeholders, tags, webSrc } from './source-files.ts';

const read = (folder: string, language: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(webSrc, 'i18n', folder, `${language}.json`), 'utf8')));

/** i18next's plural suffixes: a counted text has one key per category of the language (Intl.PluralRules). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The keys with each plural family as one key plus the categories of `language`, so languages compare. */
const normalised = (keys: Iterable<string>, language: string) => {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const all = [...keys];
  const families = new Set(all.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
  for (const family of families)
    for (const category of categories)
      expect(all, `${language}: ${family}_${category}`).toContain(`${family}_${category}`);
  return [...new Set(all.map((key) => key.replace(PLURAL, '')))].sort();
};

const LEGAL_VARIABLES = [
  'siteName',
  'domain',
  'companyName',
  'companyAddress',
  'companyCity',
  'companyCountry',
  'kvk',
  'vatNumbers',
  'tradenames',
  'supportEmail',
  'supportPhone',
  'refundDays',
  'termsDate',
  'minimumAge',
  'graceDays',
  'freePhotos',
  'premiumPhotos',
  'freeConversations',
];

describe.each(['locales', 'legal'])('texts in i18n/%s', (folder) => {
  const reference = read(folder, 'en');
  it.each([...LANGUAGES])('%s has every key, none empty, same placeholders and tags as en', (language) => {
    const texts = read(folder, language);
    expect(normalised(texts.keys(), language)).toEqual(normalised(reference.keys(), 'en'));
    for (const [key, value] of texts) {
      expect(value.trim(), `${language}: ${key}`).not.toBe('');
      if (folder === 'locales') {
        // A plural form compares with en's "other" form of its family.
        const english = reference.get(key) ?? reference.get(key.replace(PLURAL, '_other')) ?? '';
        expect(placeholders(value), `${language}: ${key}`).toEqual(placeholders(english));
        expect(tags(value), `${language}: ${key}`).toEqual(tags(english));
      } else {
        for (const name of placeholders(value))
          expect(LEGAL_VARIABLES, `${language}: ${key}`).toContain(name);
      }
    }
  });
});

/**
 * German and French address the member formally everywhere the site speaks (Sie, vous), as their e-mails and
 * legal texts do (docs/legal-texts.md). Members address each other informally, so the suggested openers stay so.
 */
describe.each([
  ['de', /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?!\p{L})/iu],
  ['fr', /(?<!\p{L})(tu|toi|te|ton|ta|tes)(?!\p{L})|(?<!\p{L})t['’](?=[aeiouyhéèêà])/iu],
] as const)('the %s texts', (language, informal) => {
  it('address the member in one register: formally, but for the openers members send each other', () => {
    const mixed = [...read('locales', language)].filter(
      ([key, value]) => !key.startsWith('icebreakers.openers.') && informal.test(value),
    );
    expect(mixed).toEqual([]);
  });
});

describe('the en-US privacy notice', () => {
  it('uses only the known variables', () => {
    const texts = flatten(
      JSON.parse(fs.readFileSync(path.join(webSrc, 'i18n/legal/en-US-privacy.json'), 'utf8')),
    );
    for (const value of texts.values())
      for (const name of placeholders(value)) expect(LEGAL_VARIABLES).toContain(name);
  });
});

describe('UI text keys and the code', () => {
  const keys = [...read('locales', 'en').keys()];
  const code = codeFiles()
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const literals = new Set([...code.matchAll(/(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g)].map((m) => m[2]));
  const dynamicPrefixes = [...code.matchAll(/`([a-zA-Z][\w.-]*\.)\$\{/g)].map((m) => m[1] as string);
  // Families filled from lists in the contract: exactly one text per listed key.
  const families: Record<string, readonly string[]> = {
    'interests.': INTEREST_KEYS,
    'regions.term.': REGION_TERMS,
    'errors.': [...ERROR_CODES, 'network'],
  };

  it('has one text for each member of a family listed in the contract, and no others', () => {
    for (const [prefix, members] of Object.entries(families)) {
      const inLocale = keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
      expect(inLocale.sort(), prefix).toEqual([...members].sort());
    }
  });

  it('uses every key', () => {
    const unused = keys.filter(
      (key) =>
        !literals.has(key) &&
        !literals.has(key.replace(PLURAL, '')) &&
        !dynamicPrefixes.some((prefix) => key.startsWith(prefix)) &&
        !Object.keys(families).some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('has a text for every key the code asks for', () => {
    const asked = [...code.matchAll(/\bt\(\s*'([\w-]+(?:\.[\w-]+)+)'/g)].map((m) => m[1]);
    const i18nKeys = [...code.matchAll(/i18nKey="([\w.-]+)"/g)].map((m) => m[1]);
    const missing = [...asked, ...i18nKeys].filter(
      (key) => key && !keys.includes(key) && !keys.includes(`${key}_other`),
    );
    expect(missing).toEqual([]);
  });
});
