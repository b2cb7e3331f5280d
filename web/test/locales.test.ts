import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, INTEREST_KEYS, LANGUAGES, REGION_TERMS } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { codeFiles, flatten, placeholders, tags, webSrc } from './source-files.ts';

const read = (folder: string, language: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(webSrc, 'i18n', folder, `${language}.json`), 'utf8')));

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
    expect(textNames(texts.keys())).toEqual(textNames(reference.keys()));
    for (const [key, value] of texts) {
      expect(value.trim(), `${language}: ${key}`).not.toBe('');
      if (folder === 'locales') {
        const english = reference.get(key) ?? reference.get(`${pluralBase(key)}_other`) ?? '';
        expect(placeholders(value), `${language}: ${key}`).toEqual(placeholders(english));
        expect(tags(value), `${language}: ${key}`).toEqual(tags(english));
      } else {
        for (const name of placeholders(value))
          expect(LEGAL_VARIABLES, `${language}: ${key}`).toContain(name);
      }
    }
  });
});

/** A counted text has one key per plural category of its language (`key_one`, `key_other`, in pl also `_few`, `_many`). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');
const textNames = (keys: Iterable<string>) => [...new Set([...keys].map(pluralBase))].sort();

describe.each([...LANGUAGES])('counted texts in %s', (language) => {
  it('have a key for each plural category of the language, and no other', () => {
    const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    const counted = new Map<string, string[]>();
    for (const key of read('locales', language).keys()) {
      const suffix = PLURAL_SUFFIX.exec(key)?.[1];
      if (suffix) counted.set(pluralBase(key), [...(counted.get(pluralBase(key)) ?? []), suffix]);
    }
    for (const [base, suffixes] of counted) expect(suffixes.sort(), base).toEqual(categories);
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
  const keys = textNames(read('locales', 'en').keys());
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
        !dynamicPrefixes.some((prefix) => key.startsWith(prefix)) &&
        !Object.keys(families).some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('has a text for every key the code asks for', () => {
    const asked = [...code.matchAll(/\bt\(\s*'([\w-]+(?:\.[\w-]+)+)'/g)].map((m) => m[1]);
    const i18nKeys = [...code.matchAll(/i18nKey="([\w.-]+)"/g)].map((m) => m[1]);
    const missing = [...asked, ...i18nKeys].filter((key) => key && !keys.includes(key));
    expect(missing).toEqual([]);
  });
});
