import { searchQuerySchema, searchResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { readSession } from '../../platform/sessions.ts';
import { siteForRequest } from '../sites/request-site.ts';
import { searchMembers } from './service.ts';

/** Member search (SPEC §2 /members, §3 Search state): filters, keyset pages, capped counts, similar results. */
export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/members.php',
    {
      schema: {
        errors: { 403: ['login_required'], 429: ['rate_limited'] },
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      const [session, site] = await Promise.all([
        readSession(deps.db.$client, deps.clock, request),
        siteForRequest(deps.db, request),
      ]);
      reply.header('cache-control', 'private, no-store');
      return searchMembers(deps, site, { viewerId: session?.userId ?? null, ip: request.ip }, request.query);
    },
  );
};
