import { moderationDecisionBodySchema, moderationPhotosResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { auditFor } from '../../platform/staff-audit.ts';
import { decidePhoto, photoQueue } from './service.ts';

/** The back office's photo queue (issue 4, issue 23, decision 0056): confirmed staff only; others get 403. */
export const moderationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/photos.php',
    { config: { access: 'staff' }, schema: { response: { 200: moderationPhotosResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return photoQueue(deps, request.site.id);
    },
  );

  app.post(
    '/api/admin/photos.php',
    {
      config: { access: 'staff' },
      schema: { body: moderationDecisionBodySchema, response: { 200: moderationPhotosResponseSchema } },
    },
    async (request) => decidePhoto(deps, request.site.id, request.viewer.id, auditFor(request), request.body),
  );
};
