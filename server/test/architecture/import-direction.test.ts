import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout contract of ../shared/DESIGN.md ("One direction only", decision 0037): a module reaches another
 * only through its index.ts, platform/ and db/ import no module, no module imports app.ts, cli/ uses module
 * surfaces only, and the modules' graph has no cycle. Read from the source's own import statements.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');

type Import = { from: string; to: string };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Comments go (strings stay, so a `//` inside one is kept); then static imports, re-exports and import().
const COMMENT_OR_STRING =
  /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const IMPORT_PATTERNS = [
  /^\s*import\s+(?:type\s+)?[\w$*{},\s]+?\s+from\s*['"]([^'"]+)['"]/gm,
  /^\s*export\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[\w$,\s]*\})\s*from\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Relative imports, as paths inside src/ (posix separators). */
function importsOf(file: string, text: string): Import[] {
  const code = text.replace(COMMENT_OR_STRING, (_match, string?: string) => string ?? '');
  const from = path.relative(SRC, file).split(path.sep).join('/');
  return IMPORT_PATTERNS.flatMap((pattern) =>
    [...code.matchAll(pattern)]
      .map((match) => match[1] as string)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({
        from,
        to: path
          .relative(SRC, path.resolve(path.dirname(file), specifier))
          .split(path.sep)
          .join('/'),
      })),
  );
}

/** The module a path belongs to (`modules/<name>/…`), else undefined. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];
const isIndex = (file: string) => /^modules\/[^/]+\/index\.ts$/.test(file);
const show = (imports: Import[]) => imports.map(({ from, to }) => `${from} -> ${to}`);

/** One cycle of the graph when there is one (as a path that ends where it starts), else undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | undefined => {
    state.set(node, 'open');
    trail.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    trail.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    if (!state.has(node)) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return undefined;
}

describe('import direction in server/src', () => {
  const files = sourceFiles(SRC);
  const imports = files.flatMap((file) => importsOf(file, fs.readFileSync(file, 'utf8')));

  it('reads the imports (static, re-exports and dynamic)', () => {
    const text = [
      "import type { A } from '../a.ts';",
      "import {\n  b,\n  type C,\n} from './b.ts';",
      "export { d } from './d.ts';",
      "import 'node:fs';",
      '// import { e } from "./commented-out.ts";',
      "const f = await import('./f.ts');",
    ].join('\n');
    const found = importsOf(path.join(SRC, 'modules/x/file.ts'), text).map((i) => i.to);
    expect(found.sort()).toEqual(['modules/a.ts', 'modules/x/b.ts', 'modules/x/d.ts', 'modules/x/f.ts']);
    expect(imports).toContainEqual({ from: 'main.ts', to: 'app.ts' });
  });

  it('every module has an index.ts', () => {
    const modules = fs.readdirSync(path.join(SRC, 'modules'));
    const without = modules.filter((name) => !fs.existsSync(path.join(SRC, 'modules', name, 'index.ts')));
    expect(without).toEqual([]);
  });

  it('a module reaches another module only through its index.ts', () => {
    const deep = imports.filter(({ from, to }) => {
      const source = moduleOf(from);
      const target = moduleOf(to);
      return source && target && source !== target && !isIndex(to);
    });
    expect(show(deep)).toEqual([]);
  });

  it('cli/ uses modules only through their index.ts', () => {
    const deep = imports.filter(({ from, to }) => from.startsWith('cli/') && moduleOf(to) && !isIndex(to));
    expect(show(deep)).toEqual([]);
  });

  it('platform/ and db/ import no module', () => {
    const upward = imports.filter(
      ({ from, to }) => (from.startsWith('platform/') || from.startsWith('db/')) && moduleOf(to),
    );
    expect(show(upward)).toEqual([]);
  });

  it('no module imports app.ts', () => {
    expect(show(imports.filter(({ from, to }) => moduleOf(from) && to === 'app.ts'))).toEqual([]);
  });

  it('the modules import each other without a cycle', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of imports) {
      const source = moduleOf(from);
      const target = moduleOf(to);
      if (!source || !target || source === target) continue;
      graph.set(source, (graph.get(source) ?? new Set()).add(target));
    }
    expect(findCycle(graph)?.join(' -> ')).toBeUndefined();
  });
});
