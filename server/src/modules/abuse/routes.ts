import { flagActionBodySchema, flagsResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { auditFor } from '../../platform/staff-audit.ts';
import { actOnFlag, flagsQueue } from './service.ts';

/** The flagged queue of the back office (issue 23, decision 0057): confirmed staff only; others get 403. */
export const abuseRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/flags.php',
    { config: { access: 'staff' }, schema: { response: { 200: flagsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return flagsQueue(deps, request.site.id);
    },
  );

  app.post(
    '/api/admin/flag.php',
    {
      config: { access: 'staff' },
      schema: { body: flagActionBodySchema, response: { 200: flagsResponseSchema } },
    },
    async (request) => actOnFlag(deps, request.site.id, request.viewer.id, auditFor(request), request.body),
  );
};
