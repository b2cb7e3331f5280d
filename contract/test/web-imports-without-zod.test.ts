import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web bundle takes values (constants, rule functions) from the contract without pulling zod into the first
 * view: a value the web imports has to live in a contract file without zod, except in the screens listed here,
 * which are loaded lazily and parse with the contract's schemas (decision 0042 gives what zod costs them), and in
 * the forms on the contract form hook, all on lazily loaded screens (decision 0044 measures the first view), and in
 * the back office (`features/admin-*`, `pages/admin-*`), which only staff load, lazily, behind /admin (decision 0053).
 */
const PARSES_WITH_SCHEMAS = new Set(['web/src/features/search/search-filters.ts']);
const BACK_OFFICE = /^web\/src\/(features|pages)\/admin-/;
const FORM_HOOK = /from '[./]*\/forms\/use-contract-form\.ts'/;
const root = path.resolve(import.meta.dirname, '../..');
const contractDir = path.join(root, 'contract/src');

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const exporterOf = new Map<string, string>();
for (const file of files(contractDir)) {
  const code = fs.readFileSync(file, 'utf8');
  for (const match of code.matchAll(/export (?:const|function|class) (\w+)/g))
    exporterOf.set(match[1] as string, file);
}

describe('web imports from the contract', () => {
  it('take no value from a contract file that imports zod, but in the screens that parse with schemas', () => {
    const offenders: string[] = [];
    for (const file of files(path.join(root, 'web/src'))) {
      if (PARSES_WITH_SCHEMAS.has(path.relative(root, file)) || BACK_OFFICE.test(path.relative(root, file)))
        continue;
      const code = fs.readFileSync(file, 'utf8');
      if (FORM_HOOK.test(code)) continue;
      for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@community\/contract'/g)) {
        const names = (match[1] as string)
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '));
        if (/^import\s+type/.test(match[0])) continue;
        for (const name of names) {
          const source = exporterOf.get(name.split(/\s+as\s+/)[0] as string);
          if (source && /from 'zod'/.test(fs.readFileSync(source, 'utf8'))) {
            offenders.push(`${path.relative(root, file)}: ${name} (${path.relative(root, source)})`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
