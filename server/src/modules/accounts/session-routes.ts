import {
  isLanguage,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_NAME,
  loginBodySchema,
  okResponseSchema,
  updateUserBodySchema,
  userResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import {
  clearSessionCookie,
  createSession,
  revokeSession,
  setSessionCookie,
} from '../../platform/sessions.ts';
import { withTransaction } from '../../platform/sql.ts';
import { hashToken } from '../../platform/tokens.ts';
import { findMemberById, presentUser } from '../members/index.ts';
import { readDevice, setDeviceCookie } from './device-cookie.ts';
import { login } from './login-service.ts';
import { canSignIn } from './policy.ts';
import { consumeToken } from './queries.ts';
import { currentMember, setLanguage } from './settings-service.ts';

/** SPEC §7: GET/POST/PUT /api/user.php, GET /api/logout.php, and the {token} sign-in link of §2. */
export const sessionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;

  app.get(
    '/api/user.php',
    // Polled every minute (SPEC §9): a 304 when nothing changed (decision 0068).
    { config: { access: 'member', polled: true }, schema: { response: { 200: userResponseSchema } } },
    async (request) => {
      return { user: presentUser(await currentMember(deps, request.session)) };
    },
  );

  app.post(
    '/api/user.php',
    {
      config: { access: 'visitor' },
      schema: {
        errors: {
          401: ['login_failed'],
          403: ['account_deleted', 'account_banned', 'account_suspended'],
          429: ['account_locked', 'rate_limited'],
        },
        body: loginBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request, reply) => {
      // A new token at every login: a cookie planted before login is worth nothing after it.
      const previous = request.session;
      const client = { ip: request.ip, device: await readDevice(sql, request) };
      const { member, sessionToken, deviceToken } = await login(
        deps,
        request.site,
        client,
        request.body.email,
        request.body.password,
      );
      if (previous) await revokeSession(sql, deps.clock, previous.id);
      setSessionCookie(request, reply, sessionToken);
      setDeviceCookie(request, reply, deviceToken);
      return { user: presentUser(member) };
    },
  );

  app.put(
    '/api/user.php',
    {
      config: { access: 'member' },
      schema: { body: updateUserBodySchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      return { user: presentUser(await setLanguage(deps, request.session, request.body.language)) };
    },
  );

  const logoutOptions = {
    config: { access: 'visitor' },
    schema: { response: { 200: okResponseSchema } },
  } as const;
  app.get('/api/logout.php', logoutOptions, async (request, reply) => {
    if (request.session) await revokeSession(sql, deps.clock, request.session.id);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  // The {token} route (decisions 0009, 0049): one-time sign-in from a notification mail, then the page the link
  // was issued for (its next_path, such as /chats/12), else the member home.
  app.get('/:token(^[A-Za-z0-9_-]{43}$)', async (request, reply) => {
    const { token } = request.params as { token: string };
    const signedIn = await withTransaction(sql, async (tx) => {
      const used = await consumeToken(tx, 'sign_in', hashToken(token), deps.clock());
      const member = used && (await findMemberById(tx, used.userId));
      if (!member || !canSignIn(member)) return undefined;
      return {
        session: await createSession(tx, deps.clock, member.user.id),
        next: used.nextPath ?? '/',
        language: member.user.language,
      };
    });
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!signedIn) return reply.redirect('/login?link=invalid', 302);
    setSessionCookie(request, reply, signedIn.session);
    // The link came in a mail in the member's language: a browser that has not chosen one opens the site in it.
    if (!isLanguage(request.cookies[LOCALE_COOKIE_NAME])) {
      reply.setCookie(LOCALE_COOKIE_NAME, signedIn.language, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60,
        sameSite: 'lax',
      });
    }
    return reply.redirect(signedIn.next, 302);
  });
};
