import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@community/contract';
import { describe, expect, it } from 'vitest';

// The account mails' texts, the notification mails' (decision 0049) and the complaint mails' (decision 0055), each
// checked against its own en.
const FOLDERS = {
  account: path.join(import.meta.dirname, '../src/modules/accounts/mail-texts'),
  notification: path.join(import.meta.dirname, '../src/modules/notifications/mail-texts'),
  complaint: path.join(import.meta.dirname, '../src/modules/complaints/mail-texts'),
};

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(FOLDERS))('%s mail texts', (_kind, folder) => {
  const file = (language: string) => path.join(folder, `${language}.json`);
  const read = (language: string) => flatten(JSON.parse(fs.readFileSync(file(language), 'utf8')));

  it('has one file per language', () => {
    for (const language of LANGUAGES) expect(fs.existsSync(file(language)), language).toBe(true);
  });

  const reference = read('en');

  it.each([...LANGUAGES])('%s has the keys of en, none empty, with the same placeholders', (language) => {
    const texts = read(language);
    expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, value] of texts) {
      expect(typeof value, `${language}: ${key}`).toBe('string');
      expect(String(value).trim(), `${language}: ${key}`).not.toBe('');
      expect(placeholders(String(value)), `${language}: ${key}`).toEqual(
        placeholders(String(reference.get(key) ?? '')),
      );
    }
  });
});
