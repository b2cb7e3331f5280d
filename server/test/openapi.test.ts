import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { formatOpenApi, generateOpenApi, OPENAPI_FILE, withOfflineApp } from '../src/cli/openapi-document.ts';

type Operation = {
  responses: Record<
    string,
    { content?: Record<string, { schema?: { properties?: { error?: { enum?: string[] } } } }> }
  >;
  security?: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Every error code a response of the document names. */
function documentedCodes(document: Document): Set<string> {
  const codes = new Set<string>();
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      for (const response of Object.values(operation.responses)) {
        for (const code of response.content?.['application/json']?.schema?.properties?.error?.enum ?? []) {
          codes.add(code);
        }
      }
    }
  }
  return codes;
}

/** The server's own source files, for the error codes they name. */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.ts') ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

describe('the OpenAPI document (decision 0040)', async () => {
  const generated = await generateOpenApi();
  const document = JSON.parse(generated) as Document;

  it('is committed as the routes generate it (run `npm run openapi` after changing a route)', () => {
    const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
    expect(committed === generated, 'docs/api/openapi.json is stale: run `npm run openapi`').toBe(true);
  });

  it('holds every /api route the app registers, with its method, and nothing else', async () => {
    const { registered, served } = await withOfflineApp(async (app) => ({
      registered: app.routeCatalogue
        .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
      served: await app.inject({ url: '/api/docs' }),
    }));
    const documented = Object.entries(document.paths)
      .flatMap(([url, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
      )
      .sort();
    expect(documented).toEqual(registered);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/json');
    expect(formatOpenApi(served.json())).toBe(generated);
  });

  it('is OpenAPI 3.1 with every answer of every call: its success and its refusals in the one error shape', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => /^[23]/.test(status)),
          `${method} ${url} success`,
        ).toBe(true);
        for (const status of ['400', '500', '503']) expect(statuses, `${method} ${url}`).toContain(status);
      }
    }
    const login = document.paths['/api/user.php']?.post;
    expect(login?.responses['401']?.content?.['application/json']?.schema?.properties?.error?.enum).toEqual([
      'login_failed',
    ]);
    expect(document.paths['/api/user.php']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/settings.php']?.get?.security).toBeUndefined();
  });

  it('names every error code the server throws by name, and only codes of the contract', () => {
    const documented = documentedCodes(document);
    const source = sourceFiles(path.join(import.meta.dirname, '../src'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const named = ERROR_CODES.filter((code) => source.includes(`'${code}'`));
    expect(named.filter((code) => !documented.has(code))).toEqual([]);
    expect([...documented].filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });
});
