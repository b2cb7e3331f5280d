import { moderationDecisionBodySchema, moderationPhotosResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { auditFor } from '../../platform/staff-audit.ts';
import { decidePhoto, photoQueue } from './service.ts';

/** The photo review of the back office (issue 4, issue 23): confirmed staff only; others get 403. */
export const moderationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/moderation/photos.php',
    { config: { access: 'staff' }, schema: { response: { 200: moderationPhotosResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { photos: await photoQueue(deps, request.site.id) };
    },
  );

  app.post(
    '/api/moderation/photo.php',
    {
      config: { access: 'staff' },
      schema: { body: moderationDecisionBodySchema, response: { 200: moderationPhotosResponseSchema } },
    },
    async (request) => ({
      photos: await decidePhoto(deps, request.site.id, request.viewer.id, auditFor(request), request.body),
    }),
  );
};
