import fs from 'node:fs';
import path from 'node:path';

/**
 * The 17,960 most used passwords of 8 or more characters: zxcvbn-ts's frequency list (MIT,
 * @zxcvbn-ts/language-common 3.0.4) plus common ones of our languages, lower-cased.
 */
let list: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return list.has(password.toLowerCase());
}
