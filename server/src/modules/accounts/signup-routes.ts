import {
  LOCALE_COOKIE_NAME,
  okResponseSchema,
  resolveLanguage,
  signupBodySchema,
  signupCheckBodySchema,
  tokenQuerySchema,
  userResponseSchema,
} from '@community/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors } from '../../platform/openapi-errors.ts';
import { setSessionCookie } from '../../platform/sessions.ts';
import { presentUser } from '../members/index.ts';
import type { Asker } from './address-checks.ts';
import { SIGNUP_FIELD_ERRORS } from './api-errors.ts';
import { activate } from './email-service.ts';
import { currentMember } from './settings-service.ts';
import { checkSignup, sendActivationMail, signup } from './signup-service.ts';

/**
 * Signup in steps (SPEC §4): check, create, send the activation mail; and activation. The "find matches" stage
 * is the search module's (/api/signup-matches.php).
 */
export const signupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const asker = (request: FastifyRequest): Asker => ({
    ip: request.ip,
    sessionId: request.session?.id,
    log: request.log,
  });

  app.post(
    '/api/signup-check.php',
    {
      config: { access: 'visitor' },
      schema: {
        errors: mergeErrors(SIGNUP_FIELD_ERRORS, { 403: ['signups_closed'], 429: ['rate_limited'] }),
        body: signupCheckBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await checkSignup(deps, request.site, asker(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/signup.php',
    {
      config: { access: 'visitor' },
      schema: {
        errors: mergeErrors(SIGNUP_FIELD_ERRORS, { 403: ['signups_closed'], 429: ['rate_limited'] }),
        body: signupBodySchema,
        response: { 201: userResponseSchema },
      },
    },
    async (request, reply) => {
      const { site } = request;
      const language =
        request.body.language ??
        resolveLanguage({ cookie: request.cookies[LOCALE_COOKIE_NAME], domainLanguage: site.domainLanguage });
      const { member, sessionToken } = await signup(deps, site, asker(request), {
        ...request.body,
        language,
      });
      setSessionCookie(request, reply, sessionToken);
      return reply.status(201).send({ user: presentUser(member) });
    },
  );

  app.post(
    '/api/activation-mail.php',
    {
      config: { access: 'member' },
      schema: {
        errors: { 409: ['already_confirmed'], 429: ['rate_limited'] },
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await sendActivationMail(deps, request.site, await currentMember(deps, request.session));
      return { ok: true as const };
    },
  );

  // The link in the activation mail. Confirming an address is harmless if a mail scanner follows it first.
  app.get(
    '/api/activate.php',
    {
      schema: {
        querystring: tokenQuerySchema,
        response: {
          302: z
            .undefined()
            .describe(
              'To /activate/done, or to /members/{id}/chat when the signup remembered a member (decision 0063), or /activate/error when the link is not valid',
            ),
        },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const next = token && /^[A-Za-z0-9_-]{43}$/.test(token) ? await activate(deps, token) : undefined;
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(next ?? '/activate/error', 302);
    },
  );
};
