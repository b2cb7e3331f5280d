import { API_ANSWERS } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from './support/test-app.ts';

/**
 * The contract's table of answers (API_ANSWERS), which the web's test fakes check their answers against, is
 * the very schemas the routes declare: a route that changes its answer without the table fails here.
 */
describe('the contract lists every answer the routes declare', async () => {
  const { app } = await createTestApp();
  const declared = new Map<string, Record<string, unknown>>();
  for (const route of app.routeCatalogue) {
    // Answers without a body (204, a redirect's 302) are declared as z.undefined() for the API document; the
    // table lists the answers that carry JSON.
    const response = Object.fromEntries(
      Object.entries((route.schema?.response ?? {}) as Record<string, unknown>).filter(
        ([, schema]) => !(schema instanceof z.ZodUndefined),
      ),
    );
    if (route.method !== 'HEAD' && Object.keys(response).length > 0) {
      declared.set(`${route.method} ${route.url}`, response);
    }
  }
  const table = API_ANSWERS as Record<string, Record<string, unknown>>;

  it('names the same calls', () => {
    expect(Object.keys(table).sort()).toEqual([...declared.keys()].sort());
  });

  it('holds the same schema object for every status', () => {
    const different = [...declared].filter(([call, response]) => {
      const listed = table[call] ?? {};
      const statuses = new Set([...Object.keys(response), ...Object.keys(listed)]);
      return [...statuses].some((status) => response[status] !== listed[status]);
    });
    expect(different.map(([call]) => call)).toEqual([]);
  });
});
