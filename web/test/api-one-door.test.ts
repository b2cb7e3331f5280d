import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFiles, webSrc } from './source-files.ts';

/** Decision 0039: one client holds the rules of every call (retries, 403, errors, cancel, progress). */
describe('the API client', () => {
  it('is the only code that calls fetch or XMLHttpRequest', () => {
    const apiFolder = path.join(webSrc, 'api') + path.sep;
    const outside = codeFiles()
      .filter((file) => !file.startsWith(apiFolder))
      .filter((file) => /(?<!\w)fetch\(|\bXMLHttpRequest\b/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(webSrc, file));
    expect(outside).toEqual([]);
  });
});
