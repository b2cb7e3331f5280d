import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decisions 0037 and 0045: each module exports and erases its own data through its member-data hook; accounts
 * runs the hooks and holds no SQL about the tables of photos and blocks.
 */
const ACCOUNTS = path.resolve(import.meta.dirname, '../../src/modules/accounts');
const OTHER_MODULES_TABLES = /\b(?:FROM|JOIN|INTO|UPDATE)\s+(photos|photo_unlocks|blocks)\b/gi;

describe('member data has one owner per table', () => {
  it('accounts names no table of photos or blocks in its SQL', () => {
    const found = fs
      .readdirSync(ACCOUNTS)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) =>
        [...fs.readFileSync(path.join(ACCOUNTS, name), 'utf8').matchAll(OTHER_MODULES_TABLES)].map(
          (match) => `${name}: ${match[0]}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
