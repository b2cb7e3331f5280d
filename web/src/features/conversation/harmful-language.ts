/** One language's list (harmful-language/<lang>.json, documented in its README.md): phrases by kind. */
export type HarmfulLanguageList = Record<'insults' | 'threats' | 'slurs' | 'sexual_harassment', string[]>;

/** Lower case without diacritics, so "Débile" matches "debile" and "MIETJE" matches "mietje". */
function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test of whether a text holds any phrase of the list, case- and diacritics-insensitively and on word
 * boundaries (a letter or digit on either side is no match: "class" holds no "ass"); the spaces of a phrase
 * match any run of spaces.
 */
export function harmfulLanguageTest(list: HarmfulLanguageList): (text: string) => boolean {
  const phrases = Object.values(list)
    .flat()
    .map((phrase) => foldText(phrase).trim())
    .filter((phrase) => phrase !== '')
    .map((phrase) => escapeRegExp(phrase).replace(/\s+/g, '\\s+'));
  if (phrases.length === 0) return () => false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'u');
  return (text) => pattern.test(foldText(text));
}

// Each language's list is a chunk of its own, fetched with the conversation screen, never in the first view.
const lists = import.meta.glob<{ default: HarmfulLanguageList }>('./harmful-language/*.json');

/** The list of a language (Dutch when it has none), loaded on demand. */
export async function loadHarmfulLanguageTest(language: string): Promise<(text: string) => boolean> {
  const load = lists[`./harmful-language/${language}.json`] ?? lists['./harmful-language/nl.json'];
  if (!load) return () => false;
  return harmfulLanguageTest((await load()).default);
}
