import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '@community/contract';
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
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const members: Record<string, { userId: number; role: string; verifiedAt?: Date; lastSeenAt?: Date }> = {
  'member-token': { userId: 7, role: 'member' },
  'unconfirmed-moderator-token': { userId: 8, role: 'moderator' },
  'moderator-token': { userId: 9, role: 'moderator', verifiedAt: minutesAgo(30) },
  'administrator-token': { userId: 10, role: 'administrator', verifiedAt: minutesAgo(1) },
  'idle-moderator-token': {
    userId: 11,
    role: 'moderator',
    verifiedAt: minutesAgo(60),
    lastSeenAt: minutesAgo(STAFF_IDLE_MINUTES + 1),
  },
  'old-administrator-token': {
    userId: 12,
    role: 'administrator',
    verifiedAt: minutesAgo(STAFF_SESSION_HOURS * 60),
  },
};

function fakeDatabase() {
  const statements: string[] = [];
  const sql = {
    query: async (statement: { name?: string; values: unknown[] } | string) => {
      // The touch of a session last used minutes ago: an update without a name.
      if (typeof statement === 'string') {
        statements.push('touch');
        return { rows: [] };
      }
      statements.push(statement.name ?? 'unnamed');
      const [tokenHash] = statement.values as [Buffer];
      const token = Object.keys(members).find((key) => hashToken(key).equals(tokenHash));
      const member = token && members[token];
      return {
        rows: member
          ? [
              {
                id: 1,
                user_id: member.userId,
                last_seen_at: member.lastSeenAt ?? new Date(),
                staff_verified_at: member.verifiedAt ?? null,
                role: member.role,
              },
            ]
          : [],
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
    app.get('/staff-login', { config: { access: 'staff-login' } }, async (request) => context(request));
    app.get('/staff', { config: { access: 'staff' } }, async (request) => context(request));
    app.get('/administrator', { config: { access: 'administrator' } }, async (request) => context(request));
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

  it('refuses a visitor on member, login and staff routes with their own answers, before reading the site', async () => {
    expect(await call('/member')).toEqual({ status: 403, body: { error: 'authentication_required' } });
    expect(siteLookups).toBe(0);
    expect(await call('/member', 'unknown-token')).toEqual({
      status: 403,
      body: { error: 'authentication_required' },
    });
    expect(await call('/login')).toEqual({ status: 403, body: { error: 'login_required' } });
    for (const url of ['/staff-login', '/staff', '/administrator']) {
      expect(await call(url)).toEqual({ status: 403, body: { error: 'staff_only' } });
      expect(await call(url, 'member-token')).toEqual({ status: 403, body: { error: 'staff_only' } });
    }
    expect(siteLookups).toBe(0);
    expect((await call('/member', undefined, 'HEAD')).status).toBe(403);
  });

  it('admits staff to staff calls only with a confirmed second factor that has not timed out', async () => {
    const secondFactor = { status: 403, body: { error: 'second_factor_required' } };
    expect((await call('/staff-login', 'unconfirmed-moderator-token')).status).toBe(200);
    expect(await call('/staff', 'unconfirmed-moderator-token')).toEqual(secondFactor);
    expect(await call('/staff', 'idle-moderator-token')).toEqual(secondFactor);
    expect(await call('/administrator', 'old-administrator-token')).toEqual(secondFactor);
    expect((await call('/staff', 'moderator-token')).body.viewer).toEqual({
      id: 9,
      moderator: true,
      staffRole: 'moderator',
    });
    expect(await call('/administrator', 'moderator-token')).toEqual({
      status: 403,
      body: { error: 'staff_only' },
    });
    expect((await call('/administrator', 'administrator-token')).body.viewer).toMatchObject({
      staffRole: 'administrator',
    });
  });

  it('treats an unconfirmed staff session as a member everywhere else', async () => {
    expect((await call('/member', 'unconfirmed-moderator-token')).body.viewer).toEqual({
      id: 8,
      moderator: false,
      staffRole: null,
    });
  });

  it('gives a member route the site, the session and the viewer, read in one statement', async () => {
    const { status, body } = await call('/member', 'member-token');
    expect(status).toBe(200);
    expect(body.site).toEqual(SITE);
    expect(body.session).toMatchObject({ id: 1, userId: 7 });
    expect(body.viewer).toEqual({ id: 7, moderator: false, staffRole: null });
    expect(database.statements).toEqual(['read-session']);
    expect((await call('/login', 'member-token')).status).toBe(200);
  });

  it('lets anyone through a visitor route, with null for who they are', async () => {
    expect(await call('/visitor')).toEqual({
      status: 200,
      body: { site: SITE, session: null, viewer: null },
    });
    expect((await call('/visitor', 'member-token')).body.viewer).toEqual({
      id: 7,
      moderator: false,
      staffRole: null,
    });
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
    // A suspended or banned member's cookie answers why on every signed-in route (decision 0056).
    const restricted = ['account_banned', 'account_suspended'];
    expect(schemas['POST /member']?.errors).toEqual({
      403: ['authentication_required', ...restricted],
      404: ['not_found'],
    });
    expect(schemas['GET /login']?.errors).toEqual({ 403: ['login_required', ...restricted] });
    expect(schemas['GET /staff']?.errors).toEqual({
      403: ['staff_only', 'second_factor_required', ...restricted],
    });
    expect(schemas['GET /visitor']?.errors).toBeUndefined();
  });
});
