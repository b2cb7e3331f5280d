import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, INTEREST_KEYS, LANGUAGES, REGION_TERMS } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { baseKey, codeFiles, flatten, placeholders, tags, webSrc } from './source-files.ts';

const read = (folder: string, language: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(webSrc, 'i18n', folder, `${language}.json`), 'utf8')));

/**
 * The texts by key, plural forms joined under their base key (`search.count_one` … as `search.count`): each
 * language has the plural categories of its own (tested in plurals.test.ts), so keys are compared without them.
 */
function byBaseKey(texts: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of texts) out.set(baseKey(key), [...(out.get(baseKey(key)) ?? []), value]);
  return out;
}
const union = (values: string[], of: (text: string) => string[]) => [...new Set(values.flatMap(of))].sort();

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

/** The feature namespaces (web/src/i18n/ns/<name>/<language>.json), checked as the UI texts are. */
const namespaces = fs.existsSync(path.join(webSrc, 'i18n/ns'))
  ? fs.readdirSync(path.join(webSrc, 'i18n/ns')).map((name) => `ns/${name}`)
  : [];
const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe.each(namespaces)('the namespace %s', (folder) => {
  it('has one top-level key, its name in camelCase, so its keys never meet another namespace', () => {
    const texts = JSON.parse(fs.readFileSync(path.join(webSrc, 'i18n', folder, 'en.json'), 'utf8'));
    expect(Object.keys(texts)).toEqual([camel(folder.slice(3))]);
  });
});

describe.each(['locales', 'legal', ...namespaces])('texts in i18n/%s', (folder) => {
  const reference = byBaseKey(read(folder, 'en'));
  it.each([...LANGUAGES])('%s has every key, none empty, same placeholders and tags as en', (language) => {
    const all = read(folder, language);
    for (const [key, value] of all) expect(value.trim(), `${language}: ${key}`).not.toBe('');
    const texts = byBaseKey(all);
    expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, values] of texts) {
      const english = reference.get(key) ?? [];
      if (folder !== 'legal') {
        // A plural form may leave the number out ("the last message"), so `count` is not compared.
        const named = (text: string) => placeholders(text).filter((name) => name !== 'count');
        expect(union(values, named), `${language}: ${key}`).toEqual(union(english, named));
        expect(union(values, tags), `${language}: ${key}`).toEqual(union(english, tags));
      } else {
        for (const name of union(values, placeholders))
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
    const mixed = ['locales', ...namespaces]
      .flatMap((folder) => [...read(folder, language)])
      .filter(([key, value]) => !key.startsWith('icebreakers.openers.') && informal.test(value));
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
  const keys = [
    ...new Set(['locales', ...namespaces].flatMap((folder) => [...read(folder, 'en').keys()]).map(baseKey)),
  ];
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
