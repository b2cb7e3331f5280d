import { unsubscribeResponseSchema } from '@community/contract';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { unsubscribeByToken } from './unsubscribe-service.ts';

/** The field RFC 8058 mail clients post; the page posts `{}`. Neither is required: the token is the call. */
const ONE_CLICK_FIELD = 'List-Unsubscribe';
const tokenQuerySchema = z.object({ token: z.string().max(100) });
const oneClickBodySchema = z.object({ [ONE_CLICK_FIELD]: z.string().max(20).optional() }).optional();
/** A one-click body is one short field; anything larger is not a mail client's. */
const BODY_LIMIT = 4096;

/** The List-Unsubscribe field of a multipart/form-data body, when there is one. */
function multipartField(body: string): Record<string, string> {
  const match = new RegExp(`name="${ONE_CLICK_FIELD}"\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n([^\\r\\n]*)`).exec(
    body,
  );
  return match ? { [ONE_CLICK_FIELD]: match[1] as string } : {};
}

/**
 * The unsubscribe link of a notification mail's List-Unsubscribe header (decision 0052). Mail clients post it
 * without cookies, from their own servers or their webmail's origin, as a form: the cross-site guard lets this
 * one route through (platform/cross-site.ts, CROSS_SITE_POSTS), since the signed token is the authority.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Form bodies only in this plugin: RFC 8058 allows urlencoded and multipart.
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, multipartField(String(body))),
  );

  app.post(
    '/api/unsubscribe.php',
    {
      config: { access: 'public' },
      schema: {
        description:
          'One-click unsubscribe (RFC 8058) from one notification type: the token of the mail’s link names the ' +
          'member and the type. Mail clients post `List-Unsubscribe=One-Click` as a form, the notifications page ' +
          'posts `{}`; no cookie is needed and a repeated call changes nothing more.',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        querystring: tokenQuerySchema,
        body: oneClickBodySchema,
        errors: { 400: ['unsubscribe_link_invalid'], 429: ['rate_limited'] },
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request, reply) => {
      const type = await unsubscribeByToken(deps, request.query.token, request.ip);
      reply.header('cache-control', 'no-store');
      return { ok: true as const, type };
    },
  );

  // A link scanner or a mail client without one-click support opens the address: nothing changes here, the
  // notifications page (the mail's visible link) takes over and posts the call itself.
  app.get(
    '/api/unsubscribe.php',
    {
      schema: {
        querystring: tokenQuerySchema,
        response: { 303: z.undefined().describe('To /notifications?unsubscribe=<token>; nothing changes') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(`/notifications?unsubscribe=${encodeURIComponent(request.query.token)}`, 303);
    },
  );
};
