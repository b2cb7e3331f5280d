import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Import direction (DESIGN.md): web and server import contract; contract imports neither; web never imports
 * server. In web: app -> pages -> features -> components / forms / api / i18n, never upwards.
 */
const root = path.resolve(import.meta.dirname, '../..');
const LAYERS = ['contract/src', 'server/src', 'web/src'];
const WEB_RANK: Record<string, number> = {
  app: 4,
  pages: 3,
  features: 2,
  components: 1,
  forms: 1,
  api: 1,
  i18n: 1,
  styles: 0,
};

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function importsOf(file: string): string[] {
  const code = fs.readFileSync(path.join(root, file), 'utf8');
  return [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map(
    (m) => m[1] as string,
  );
}

/** The repo path an import points at: relative paths resolved, workspace packages mapped to their folder. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.'))
    return path.relative(root, path.resolve(root, path.dirname(file), specifier));
  if (specifier.startsWith('@community/')) return specifier.replace('@community/', '');
  return undefined;
}

const violations: string[] = [];
for (const file of LAYERS.flatMap(sourceFiles)) {
  const from = file.split('/')[0];
  for (const specifier of importsOf(file)) {
    const to = target(file, specifier);
    if (!to) continue;
    const toPackage = to.split('/')[0];
    if (from === 'contract' && toPackage !== 'contract')
      violations.push(`${file} -> ${specifier} (contract imports only itself)`);
    if (from === 'web' && toPackage === 'server')
      violations.push(`${file} -> ${specifier} (web never imports server)`);
    if (from === 'server' && toPackage === 'web')
      violations.push(`${file} -> ${specifier} (server never imports web)`);
    if (from === 'web' && toPackage === 'web') {
      const fromRank = file === 'web/src/main.tsx' ? 5 : (WEB_RANK[file.split('/')[2] ?? ''] ?? 0);
      const toRank = WEB_RANK[to.split('/')[2] ?? ''] ?? 0;
      const sameArea = file.split('/')[2] === to.split('/')[2];
      if (!sameArea && toRank > fromRank) violations.push(`${file} -> ${specifier} (upwards in web)`);
    }
  }
}

describe('import direction', () => {
  it('has no import against the direction of the layers', () => {
    expect(violations).toEqual([]);
  });
  it('actually reads the imports (the check is not vacuous)', () => {
    expect(importsOf('web/src/app/router.tsx')).toContain('@community/contract');
  });
});
