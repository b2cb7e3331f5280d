import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPaymentTestApp } from '../payments/payment-helpers.ts';
import {
  ACCESS_TABLE,
  type Answer,
  type CellRequest,
  FORBIDDEN_KEYS,
  type Row,
  SECRETS,
} from './access-table.ts';
import { buildWorld, caller, ROLES, type Role, type World } from './access-world.ts';

/**
 * Issue 19's access matrix (decision 0030, docs/security-tests.md): every registered route, tried once by each
 * viewer against the owner's things, must answer what access-table.ts allows and show no secret of the owner
 * the viewer may not read.
 */

/** Method and path of every route the app registers (the route catalogue the input fuzz suite walks too). */
function registeredRoutes(app: FastifyInstance): string[] {
  return app.routeCatalogue
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url}`)
    .sort();
}

const TEXT_TYPES = /json|text|html|event-stream|javascript/;

const matches = (status: number, answer: Answer) =>
  typeof answer === 'number' ? status === answer : String(status)[0] === answer[0];

async function readStream(
  url: string,
  cookie: string | undefined,
): Promise<{ status: number; type: string; body: string }> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, signal: controller.signal });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('event-stream')) return { status: response.status, type, body: await response.text() };
  // The first event (ready) is all a cell needs; then the connection is closed as a browser tab would.
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let body = '';
  while (!body.includes('data:')) {
    const chunk = await reader.read();
    if (chunk.done) break;
    body += Buffer.from(chunk.value).toString('utf8');
  }
  controller.abort();
  return { status: response.status, type, body };
}

describe('access matrix (issue 19)', () => {
  let app: FastifyInstance;
  let world: World;
  let baseUrl: string;

  beforeAll(async () => {
    const created = await createPaymentTestApp();
    app = created.app;
    world = await buildWorld(app, created.db, created.config.dataDir, created.webhooks);
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('has a row for every route the app registers, and no row for a route it does not', () => {
    const registered = registeredRoutes(app);
    const tabled = ACCESS_TABLE.map((row) => `${row.method} ${row.url}`);
    expect(
      registered.filter((route) => !tabled.includes(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      tabled.filter((route) => !registered.includes(route)),
      'rows without a route',
    ).toEqual([]);
    expect(new Set(tabled).size, 'one row per route').toBe(tabled.length);
  });

  it('answers every viewer only what the table allows, and never a secret they may not read', async () => {
    const started = Date.now();
    const call = caller(app);
    const problems: string[] = [];
    let cells = 0;
    const seen = new Set<string>();
    const secrets = Object.entries(SECRETS).map(([name, secret]) => ({
      name,
      ...secret,
      value: secret.find(world),
    }));

    const runCell = async (row: Row, caseIndex: number, role: Role) => {
      const testCase = row.cases[caseIndex] as Row['cases'][number];
      const request: CellRequest = testCase.request(world, role);
      const cookie = world.cookies[role];
      let status: number;
      let type: string;
      let body: string;
      if (request.stream) {
        ({ status, type, body } = await readStream(`${baseUrl}${request.url}`, cookie));
      } else {
        const response = await call({
          method: request.method as 'GET',
          url: request.url,
          payload: request.payload as string | object | Buffer | undefined,
          headers: request.headers,
          cookie,
        });
        status = response.statusCode;
        type = String(response.headers['content-type'] ?? '');
        body = TEXT_TYPES.test(type) ? response.body : '';
      }
      cells += 1;
      const where = `${row.method} ${row.url}${testCase.label ? ` [${testCase.label}]` : ''} as ${role}`;
      const allowed = testCase.expect[role];
      if (!matches(status, allowed))
        problems.push(`${where}: ${status}, the table allows ${allowed} — ${body.slice(0, 200)}`);
      if (!TEXT_TYPES.test(type)) return;
      for (const secret of secrets) {
        const mayRead =
          secret.visibleTo.includes(role) ||
          (testCase.reveals?.[secret.name as keyof typeof testCase.reveals] ?? []).includes(role);
        const found =
          typeof secret.value === 'string' ? body.includes(secret.value) : secret.value.test(body);
        if (found && !mayRead) problems.push(`${where}: the answer shows the owner's ${secret.name}`);
        if (found && mayRead) seen.add(secret.name);
        const mustShow = (testCase.shows?.[secret.name as keyof typeof testCase.shows] ?? []).includes(role);
        if (mustShow && !found) problems.push(`${where}: the answer lacks the owner's ${secret.name}`);
      }
      for (const key of FORBIDDEN_KEYS) {
        if (body.includes(`"${key}"`)) problems.push(`${where}: the answer carries the key ${key}`);
      }
    };

    for (const phase of [undefined, 'late', 'final'] as const) {
      for (const row of ACCESS_TABLE.filter((r) => r.phase === phase)) {
        for (let index = 0; index < row.cases.length; index += 1) {
          for (const role of ROLES) await runCell(row, index, role);
        }
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `access matrix: ${ACCESS_TABLE.length} routes, ${ROLES.length} roles, ${cells} cells, ` +
        `${secrets.length} secrets scanned in every text answer, ${seconds} s`,
    );
    expect(problems).toEqual([]);
    // Each needle is real: every secret someone may read turns up in at least one of their answers.
    const readable = secrets.filter((secret) => secret.visibleTo.length > 0).map((secret) => secret.name);
    expect(
      readable.filter((name) => !seen.has(name)),
      'secrets no allowed answer showed',
    ).toEqual([]);
    // Over a thousand calls in one test: 15 s on a quiet machine, past 30 s on a loaded one.
  }, 120_000);
});
