import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@community/contract';
import { describe, expect, it } from 'vitest';
import glossary from '../src/i18n/glossary.json' with { type: 'json' };
import { flatten, webSrc } from './source-files.ts';

type Entry = { term: string; forbidden: string[] };
type LanguageGlossary = Record<string, Entry | string>;
const GLOSSARY = 'web/src/i18n/glossary.json';

const texts = (language: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(webSrc, 'i18n/locales', `${language}.json`), 'utf8')));
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word, or a word beginning with it when it ends with `*`; any case. */
const wordPattern = (variant: string) =>
  new RegExp(
    `(?<!\\p{L})${literal(variant.replace(/\*$/, ''))}${variant.endsWith('*') ? '' : '(?!\\p{L})'}`,
    'iu',
  );
const concepts = (language: string) =>
  Object.entries((glossary as unknown as Record<string, LanguageGlossary>)[language] ?? {}).filter(
    (entry): entry is [string, Entry] => typeof entry[1] === 'object',
  );

/** Polish: ty, cię, twój … in lower case inside a sentence (decision 0033); a capital only where a sentence starts. */
const CAPITALISED_TY =
  /(?<=[\p{L}\p{N},;:)}–-]\s+|[(„"])(Ty|Cię|Ciebie|Ci|Tobą|Tobie|Twój|Twoja|Twoje|Twojego|Twojej|Twoim|Twoją|Twoich|Twoimi)(?!\p{L})/u;

describe.each([...LANGUAGES])('the %s texts and the glossary', (language) => {
  const all = texts(language);

  it('has a glossary entry for every concept', () => {
    expect(concepts(language).map(([concept]) => concept)).toEqual([
      'match',
      'like',
      'credits',
      'premium',
      'conversation',
    ]);
  });

  it('use no variant the glossary forbids', () => {
    const wrong: string[] = [];
    for (const [concept, { term, forbidden }] of concepts(language))
      for (const variant of forbidden)
        for (const [key, value] of all)
          if (wordPattern(variant).test(value))
            wrong.push(
              `${language}: ${key} uses "${variant}" for ${concept}; ${GLOSSARY} says "${term}": "${value}"`,
            );
    expect(wrong).toEqual([]);
  });

  it('use each glossary term somewhere', () => {
    const values = [...all.values()];
    const unused = concepts(language)
      .filter(([, { term }]) => !values.some((value) => wordPattern(`${term}*`).test(value)))
      .map(([concept, { term }]) => `${language}: no text uses "${term}" (${concept}) from ${GLOSSARY}`);
    expect(unused).toEqual([]);
  });

  it('titles the match modal as the glossary decided', () => {
    const decided = (glossary as unknown as Record<string, LanguageGlossary>)[language]?.matchTitle;
    expect(all.get('likes.modal.matchTitle'), `${language}: likes.modal.matchTitle, see ${GLOSSARY}`).toBe(
      decided,
    );
  });
});

describe('the Polish texts', () => {
  it('write ty, cię, twój … in lower case inside a sentence', () => {
    const wrong = [...texts('pl')]
      .filter(([, value]) => CAPITALISED_TY.test(value))
      .map(
        ([key, value]) =>
          `pl: ${key} capitalises "${value.match(CAPITALISED_TY)?.[1]}" mid-sentence: "${value}"`,
      );
    expect(wrong).toEqual([]);
  });
});
