import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SiteRow } from '../src/db/schema.ts';
import { registerErrorHandler } from '../src/platform/errors.ts';
import { registerRequestContext } from '../src/platform/request-context.ts';
import { SESSION_COOKIE } from '../src/platform/sessions.ts';
import type { Sql } from '../src/platform/sql.ts';
import { hashToken } from '../src/platform/tokens.ts';

/**
 * The request context (decision 0043) on its own: what each `access` admits and refuses, what the request then
 * carries, and that the session is read only where a route asks for it. The access matrix
 * (security/access-matrix.test.ts) checks the same answers on every real route.
 */
const SITE = { id: 3, domain: 'example.test' } as SiteRow;
const members: Record<string, { userId: number; role: string }> = {
  'member-token': { userId: 7, role: 'member' },
  'moderator-token': { userId: 9, role: 'moderator' },
};

function fakeDatabase() {
  const statements: string[] = [];
  const sql = {
    query: async (statement: { name?: string; values: unknown[] }) => {
      statements.push(statement.name ?? 'unnamed');
      const [tokenHash] = statement.values as [Buffer];
      const token = Object.keys(members).find((key) => hashToken(key).equals(tokenHash));
      const member = token && members[token];
      return {
        rows: member ? [{ id: 1, user_id: member.userId, last_seen_at: new Date(), role: member.role }] : [],
      };
    },
  } as unknown as Sql;
  return { sql, statements };
}

describe('request context', () => {
  const app = Fastify();
  const database = fakeDatabase();
  const schemas: Record<string, FastifySchema | undefined> = {};
  let siteLookups = 0;

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(fastifyCookie);
    registerRequestContext(app, {
      sql: database.sql,
      clock: () => new Date(),
      siteFor: async () => {
        siteLookups++;
        return SITE;
      },
    });
    app.addHook('onRoute', (route) => {
      if (route.method === 'GET' || route.method === 'POST')
        schemas[`${route.method} ${route.url}`] = route.schema;
    });
    const context = (request: { site: unknown; session: unknown; viewer: unknown }) => ({
      site: request.site,
      session: request.session,
      viewer: request.viewer,
    });
    app.get('/none', async (request) => context(request));
    app.get('/public', { config: { access: 'public' } }, async (request) => context(request));
    app.get('/visitor', { config: { access: 'visitor' } }, async (request) => context(request));
    app.get('/login', { config: { access: 'login' } }, async (request) => context(request));
    app.get('/member', { config: { access: 'member' } }, async (request) => context(request));
    app.post(
      '/member',
      {
        config: { access: 'member' },
        schema: { body: z.object({ n: z.number() }), errors: { 404: ['not_found'] } },
      },
      async (request) => context(request),
    );
    app.get('/moderator', { config: { access: 'moderator' } }, async (request) => context(request));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = async (
    url: string,
    token?: string,
    method: 'GET' | 'POST' | 'HEAD' = 'GET',
    payload?: object,
  ) => {
    database.statements.length = 0;
    siteLookups = 0;
    const cookies = token ? { [SESSION_COOKIE]: token } : undefined;
    const response = await app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };

  it('refuses a visitor on member, login and moderator routes with their own answers, before reading the site', async () => {
    expect(await call('/member')).toEqual({ status: 403, body: { error: 'authentication_required' } });
    expect(siteLookups).toBe(0);
    expect(await call('/member', 'unknown-token')).toEqual({
      status: 403,
      body: { error: 'authentication_required' },
    });
    expect(await call('/login')).toEqual({ status: 403, body: { error: 'login_required' } });
    expect(await call('/moderator')).toEqual({ status: 404, body: { error: 'not_found' } });
    expect(await call('/moderator', 'member-token')).toEqual({ status: 404, body: { error: 'not_found' } });
    expect((await call('/member', undefined, 'HEAD')).status).toBe(403);
  });

  it('gives a member route the site, the session and the viewer, read in one statement', async () => {
    const { status, body } = await call('/member', 'member-token');
    expect(status).toBe(200);
    expect(body.site).toEqual(SITE);
    expect(body.session).toMatchObject({ id: 1, userId: 7 });
    expect(body.viewer).toEqual({ id: 7, moderator: false });
    expect(database.statements).toEqual(['read-session']);
    expect((await call('/moderator', 'moderator-token')).body.viewer).toEqual({ id: 9, moderator: true });
    expect((await call('/login', 'member-token')).status).toBe(200);
  });

  it('lets anyone through a visitor route, with null for who they are', async () => {
    expect(await call('/visitor')).toEqual({
      status: 200,
      body: { site: SITE, session: null, viewer: null },
    });
    expect((await call('/visitor', 'member-token')).body.viewer).toEqual({ id: 7, moderator: false });
  });

  it('reads no session on a public route, and nothing on a route without access', async () => {
    expect(await call('/public', 'member-token')).toEqual({
      status: 200,
      body: { site: SITE, session: null, viewer: null },
    });
    expect(database.statements).toEqual([]);
    expect(await call('/none', 'member-token')).toEqual({
      status: 200,
      body: { site: null, session: null, viewer: null },
    });
    expect(database.statements).toEqual([]);
    expect(siteLookups).toBe(0);
  });

  it('checks the schema first: a malformed call answers 400 whoever sends it', async () => {
    expect(await call('/member', undefined, 'POST', { n: 'x' })).toEqual({
      status: 400,
      body: { error: 'validation_failed', fields: ['n'] },
    });
    expect(database.statements).toEqual([]);
  });

  it("adds the access refusal to the route's declared errors, for the API document", () => {
    expect(schemas['POST /member']?.errors).toEqual({ 403: ['authentication_required'], 404: ['not_found'] });
    expect(schemas['GET /login']?.errors).toEqual({ 403: ['login_required'] });
    expect(schemas['GET /moderator']?.errors).toEqual({ 404: ['not_found'] });
    expect(schemas['GET /visitor']?.errors).toBeUndefined();
  });
});
