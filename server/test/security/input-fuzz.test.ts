import { ERROR_CODES } from '@community/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CataloguedRoute } from '../../src/platform/route-catalogue.ts';
import { createSession, SESSION_COOKIE } from '../../src/platform/sessions.ts';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * Every route the app serves (its own catalogue, so a new route is fuzzed without touching this file) gets wrong
 * types, huge strings, unicode edge cases, control characters, malformed JSON, wrong content types and odd
 * spellings of its address, as a logged-in member. Nothing may answer 5xx, and every refusal is the one error
 * shape of DESIGN with nothing of the server's insides in it.
 */

type FuzzCase = { name: string; request: InjectOptions; mustRefuse: boolean };

// Answers that hold a connection open (Server-Sent Events) are fuzzed without a session: they refuse at once.
const LONG_LIVED = new Set(['/api/chat-events.php']);
const HUGE = 'x'.repeat(200_000);
const BAD_TEXTS: Array<[string, string]> = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['escape character', 'a\u001bb'],
  ['backspace', '\u0008'],
];
const ODD_TEXTS: Array<[string, unknown]> = [
  ['empty', ''],
  ['huge string', HUGE],
  ['emoji and joiners', '👩‍❤️‍💋‍👩🏳️‍🌈'],
  ['right-to-left override', '\u202egnp.exe'],
  ['zero-width and BOM', '\u200b\ufeff'],
  ['combining marks', `a${'\u0301'.repeat(500)}`],
  ['non-character', '\uffff\ufffe'],
  ['SQL', "' OR 1=1 --"],
  ['markup', '<script>alert(1)</script>'],
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['beyond safe integers', 2 ** 63],
  ['array', ['a', 1]],
  ['object', { a: { b: [] } }],
  ['prototype key', JSON.parse('{"__proto__": {"admin": true}}')],
];
const QUERY_VALUES: Array<[string, string, boolean]> = [
  ['NUL', '%00', true],
  ['lone surrogate', '%ED%A0%80', false],
  ['escape character', '%1B', true],
  ['huge', 'x'.repeat(20_000), false],
  ['bad escape', '%E0%A4%A', false],
  ['negative', '-1', false],
  ['beyond integers', '99999999999999999999999', false],
  ['NaN', 'NaN', false],
  ['emoji', encodeURIComponent('👩‍❤️‍💋‍👩'), false],
];
// [name, body, content type, whether every route must refuse it (a route that reads no body may ignore it)]
const BAD_BODIES: Array<[string, string, string | undefined, boolean]> = [
  ['malformed JSON', '{"a":', 'application/json', true],
  ['JSON with trailing garbage', '{"a":1}}', 'application/json', true],
  ['JSON with a NUL key', '{"a\\u0000":1}', 'application/json', true],
  ['JSON with a surrogate', '{"a":"\\udfff"}', 'application/json', true],
  ['JSON prototype pollution', '{"__proto__":{"x":1}}', 'application/json', true],
  ['deeply nested JSON', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json', false],
  ['text body', 'hello', 'text/plain', false],
  ['XML body', '<a>1</a>', 'application/xml', true],
  ['form body with NUL', 'a=%00&id=%00', 'application/x-www-form-urlencoded', true],
  [
    'multipart garbage',
    '--x\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\n1\r\n--x--',
    'multipart/form-data; boundary=x',
    true,
  ],
  ['image type with JSON', '{"a":1}', 'image/png', false],
  ['no content type', '{"a":1}', undefined, false],
];
const TOP_LEVEL_BODIES: unknown[] = [[], 1, 'text', null, true, [{}]];

/** A value the input schema accepts, as far as a JSON Schema tells (patterns are tried against a few samples). */
function example(schema: Record<string, unknown> | undefined): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as Array<Record<string, unknown>> | undefined;
  if (options) return example(options.find((option) => option.type !== 'null') ?? options[0]);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, example(properties[key])]));
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return crypto.randomUUID();
      const samples = [
        'NL',
        'nl',
        '1990-05-17',
        'NL91ABNA0417164300',
        'a'.repeat(43),
        'Jan de Vries',
        'jan@example.nl',
      ];
      const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : undefined;
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      return (
        samples.find((sample) => (!pattern || pattern.test(sample)) && sample.length >= min) ??
        'a'.repeat(min)
      );
    }
    default:
      return 'a';
  }
}

function jsonSchema(schema: unknown): Record<string, unknown> | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

function fieldsOf(schema: Record<string, unknown> | undefined): string[] {
  const options = (schema?.anyOf ?? schema?.oneOf) as Array<Record<string, unknown>> | undefined;
  const objects = options ?? (schema ? [schema] : []);
  return [...new Set(objects.flatMap((object) => Object.keys((object.properties ?? {}) as object)))];
}

/** A concrete address for a route: parameters filled with a plausible value. */
function concreteUrl(url: string): string {
  return url.replace(/:token\([^)]*\)/, 'a'.repeat(43)).replace(/:[a-z]+/g, 'abc');
}

function casesFor(route: CataloguedRoute): FuzzCase[] {
  const { method } = route;
  const url = concreteUrl(route.url);
  const cases: FuzzCase[] = [];
  const add = (name: string, request: InjectOptions, mustRefuse: boolean) =>
    cases.push({ name: `${method} ${route.url} ${name}`, request: { method, url, ...request }, mustRefuse });

  // The query: its own fields and an unknown one, each with bad and odd values.
  const querySchema = jsonSchema(route.schema?.querystring);
  const queryBase = (example(querySchema) ?? {}) as Record<string, unknown>;
  const baseQuery = new URLSearchParams(Object.entries(queryBase).map(([k, v]) => [k, String(v)])).toString();
  for (const field of [...fieldsOf(querySchema), 'unknown_field']) {
    for (const [name, value, mustRefuse] of QUERY_VALUES) {
      const rest = baseQuery ? `${baseQuery}&` : '';
      add(`query ${field}=${name}`, { url: `${url}?${rest}${field}=${value}` }, mustRefuse);
    }
    add(`query ${field} repeated`, { url: `${url}?${field}=1&${field}=2` }, false);
  }
  add('query key with NUL', { url: `${url}?a%00=1` }, true);

  // Headers a client controls: a broken or huge session cookie, an unknown or odd host.
  add('cookie with NUL', { headers: { cookie: 'auth.session=%00' } }, false);
  add('huge cookie', { headers: { cookie: `auth.session=${'a'.repeat(8000)}` } }, false);
  add('unknown host', { headers: { host: 'unknown.example:1' } }, false);
  add('odd host', { headers: { host: '[::1' } }, false);

  // Route parameters.
  if (route.url.includes(':')) {
    add('param NUL', { url: route.url.replace(/:[a-z]+(\([^)]*\))?/g, 'a%00') }, true);
    add('param huge', { url: route.url.replace(/:[a-z]+(\([^)]*\))?/g, 'a'.repeat(5000)) }, false);
    add(
      'param traversal',
      { url: route.url.replace(/:[a-z]+(\([^)]*\))?/g, '..%2F..%2Fetc%2Fpasswd') },
      false,
    );
  }

  // Odd spellings of the address: never the call itself, never a 5xx.
  if (route.url.startsWith('/api/')) {
    const tail = route.url.slice('/api/'.length);
    for (const [name, odd] of [
      ['percent-encoded letter', `/%61pi/${tail}`],
      // A path without a dot (/api/docs) has no encoded-dot spelling: replacing nothing would send the call itself.
      ['encoded dot', tail.includes('.') ? `/api/${tail.replace('.', '%2E')}` : `/api/${tail}%2E`],
      ['upper case', `/API/${tail}`],
      ['double slash', `//api/${tail}`],
      ['trailing slash', `${route.url}/`],
      ['trailing dot', `${route.url}.`],
      ['path parameter', `${route.url};a=1`],
      ['encoded slash', `/api%2F${tail}`],
      ['bad escape', `${route.url}%`],
    ] as const) {
      cases.push({
        name: `${method} ${route.url} path ${name}`,
        request: { method, url: odd },
        mustRefuse: true,
      });
    }
  }

  if (method === 'GET' || method === 'HEAD') return cases;

  // Bodies: broken ones, wrong top-level types, and each field of the schema given bad and odd values.
  for (const [name, payload, contentType, mustRefuse] of BAD_BODIES) {
    add(`body ${name}`, { payload, headers: contentType ? { 'content-type': contentType } : {} }, mustRefuse);
  }
  for (const payload of TOP_LEVEL_BODIES)
    add(
      `body ${JSON.stringify(payload)}`,
      { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } },
      false,
    );
  const bodySchema = jsonSchema(route.schema?.body);
  const bodyBase = example(bodySchema);
  const base = bodyBase && typeof bodyBase === 'object' && !Array.isArray(bodyBase) ? bodyBase : {};
  for (const field of [...fieldsOf(bodySchema), 'unknown_field']) {
    const json = (value: unknown) => ({
      payload: JSON.stringify({ ...base, [field]: value }),
      headers: { 'content-type': 'application/json' },
    });
    for (const [name, text] of BAD_TEXTS) add(`body ${field}=${name}`, json(text), true);
    for (const [name, text] of BAD_TEXTS) add(`body ${field}=[${name}]`, json([text]), true);
    for (const [name, value] of ODD_TEXTS) add(`body ${field}=${name}`, json(value), false);
    add(
      `form ${field}=NUL`,
      { payload: `${field}=a%00`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      true,
    );
  }
  return cases;
}

const INTERNALS =
  /\bat [\w.<>]+ \(|node_modules|FST_ERR|stack|SQLSTATE|syntax error|relation "|duplicate key|violates|TypeError|ReferenceError|Cannot read/i;

function checkAnswer(fuzz: FuzzCase, response: LightMyRequestResponse): string | undefined {
  const where = `${fuzz.name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode >= 500) return where;
  if (fuzz.mustRefuse && response.statusCode < 400) return `${where} (should be refused)`;
  if (INTERNALS.test(response.body)) return `${where} (internal text)`;
  if (response.statusCode < 400) return undefined;
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  // Pages outside /api (the web app's, the sandbox checkout standing for the provider's site) answer HTML 404s.
  const isPage = !String(fuzz.request.url).startsWith('/api/') || fuzz.request.method === 'GET';
  if (!isJson) return response.statusCode === 404 && isPage ? undefined : `${where} (not JSON)`;
  const body = response.json() as { error?: unknown };
  if (!(ERROR_CODES as readonly unknown[]).includes(body.error)) return `${where} (not the error shape)`;
  return undefined;
}

describe('input fuzzing of every route', () => {
  let app: FastifyInstance;
  let userId: number;
  let staffId: number;
  let db: Awaited<ReturnType<typeof createTestApp>>['db'];

  beforeAll(async () => {
    ({ app, db } = await createTestApp());
    const member = await createActiveMember(app, db);
    userId = member.user.id;
    staffId = (await createActiveMember(app, db)).user.id;
    await db.$client.query(`UPDATE users SET role = 'administrator' WHERE id = $1`, [staffId]);
  });

  // Thousands of calls: about a minute alone, more beside the rest of the suite on 2 cores.
  it('answers every malformed call with a 4xx in the error shape, never a 5xx', {
    timeout: 300_000,
  }, async () => {
    const routes = app.routeCatalogue.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const route of routes) {
      // A fresh session per route: a call that ends the session (logout, deletion) does not disarm the rest.
      // Staff calls as a confirmed administrator, so their handlers meet the fuzz too.
      const staff =
        route.access === 'staff' || route.access === 'administrator' || route.access === 'staff-login';
      const token = LONG_LIVED.has(route.url)
        ? undefined
        : await createSession(db.$client, () => new Date(), staff ? staffId : userId);
      if (token && staff) await makeConfirmedStaff(db.$client, staffId);
      const cookie = token && `${SESSION_COOKIE}=${token}`;
      for (const fuzz of casesFor(route)) {
        const request = {
          ...fuzz.request,
          headers: { ...fuzz.request.headers, ...(cookie ? { cookie } : {}) },
        };
        const response = await app.inject(request);
        sent += 1;
        const failure = checkAnswer(fuzz, response);
        if (failure) failures.push(failure);
      }
    }
    console.log(
      `input fuzz: ${sent} cases over ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(failures).toEqual([]);
  });
});
