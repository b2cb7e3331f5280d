import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { codeFiles, webSrc } from './source-files.ts';

const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'alt',
  'placeholder',
  'label',
  'aria-description',
]);

type Node = { type: string; [key: string]: unknown };
function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') visit(n);
  for (const [key, value] of Object.entries(n)) if (key !== 'loc' && key !== 'extra') walk(value, visit);
}

describe('components', () => {
  it('show no hard-coded text: every visible word comes from the translations or the data', () => {
    const findings: string[] = [];
    for (const file of codeFiles().filter((f) => f.endsWith('.tsx'))) {
      const ast = parse(fs.readFileSync(file, 'utf8'), {
        sourceType: 'module',
        plugins: ['typescript', 'jsx'],
      });
      walk(ast.program, (node) => {
        const where = `${path.relative(webSrc, file)}:${(node.loc as { start: { line: number } })?.start.line}`;
        if (node.type === 'JSXText' && /\p{L}{2,}/u.test(String(node.value))) {
          findings.push(`${where} text "${String(node.value).trim()}"`);
        }
        if (node.type === 'JSXAttribute') {
          const name = (node.name as { name: string }).name;
          const value = node.value as Node | null;
          if (
            VISIBLE_ATTRIBUTES.has(name) &&
            value?.type === 'StringLiteral' &&
            /\p{L}{2,}/u.test(String(value.value))
          ) {
            findings.push(`${where} ${name}="${String(value.value)}"`);
          }
        }
      });
    }
    expect(findings).toEqual([]);
  });
});
