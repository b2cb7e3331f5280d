import { discountCodeQuerySchema, discountCodeResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { requireSession } from '../../platform/sessions.ts';
import { siteForRequest } from '../sites/index.ts';
import { lookupDiscountCode, welcomeDiscountCode } from './service.ts';

/** SPEC §7 GET /api/discountcode.php: a code the member typed, or the member's welcome code. */
export const discountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;

  app.get(
    '/api/discountcode.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, {
          400: ['code_not_applicable'],
          404: ['code_not_found'],
          409: ['code_used'],
          429: ['rate_limited'],
        }),
        querystring: discountCodeQuerySchema,
        response: { 200: discountCodeResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await requireSession(sql, deps.clock, request);
      reply.header('cache-control', 'private, no-store');
      const site = await siteForRequest(deps.db, request);
      const query = request.query;
      if ('welcome' in query) return welcomeDiscountCode(deps, site, session.userId);
      return lookupDiscountCode(deps, site, session.userId, query);
    },
  );
};
