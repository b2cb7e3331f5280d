import fs from 'node:fs';
import path from 'node:path';

export const webSrc = path.join(import.meta.dirname, '../src');

/** The web app's code files (no texts, no styles). */
export function codeFiles(): string[] {
  return fs
    .readdirSync(webSrc, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, String(value ?? ''));
  }
  return out;
}

/** The variables a text interpolates, without their format (`{{count, number}}` is `count`). */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((m) => m[1] as string).sort();

/** i18next's plural suffixes (CLDR categories). */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A key without its plural suffix: `search.count_one` is `search.count`. */
export const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
export const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1] as string).sort();
