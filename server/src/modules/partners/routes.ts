import { partnersQuerySchema, partnersResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { findAccountTracking } from '../accounts/index.ts';
import { partnerLinksFor } from '../sites/index.ts';

/**
 * GET /api/partners.php (decision 0066): the partner links of the request's site, filled with the tracking values of
 * the one asking: a member's from their account (the query is ignored), a visitor's from the query (the values
 * the browser stored from the entry URL).
 */
export const partnerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/partners.php',
    {
      config: { access: 'visitor' },
      schema: { querystring: partnersQuerySchema, response: { 200: partnersResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = request.viewer;
      const tracking = viewer ? await findAccountTracking(deps.db.$client, viewer.id) : request.query;
      return partnerLinksFor(request.site, tracking, viewer !== null);
    },
  );
};
