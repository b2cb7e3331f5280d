import { discountCodeQuerySchema, discountCodeResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { lookupDiscountCode, welcomeDiscountCode } from './service.ts';

/** SPEC §7 GET /api/discountcode.php: a code the member typed, or the member's welcome code. */
export const discountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/discountcode.php',
    {
      config: { access: 'member' },
      schema: {
        errors: {
          400: ['code_not_applicable'],
          404: ['code_not_found'],
          409: ['code_used'],
          429: ['rate_limited'],
        },
        querystring: discountCodeQuerySchema,
        response: { 200: discountCodeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { site, viewer, query } = request;
      if ('welcome' in query) return welcomeDiscountCode(deps, site, viewer.id);
      return lookupDiscountCode(deps, site, viewer.id, query);
    },
  );
};
