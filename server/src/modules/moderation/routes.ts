import { moderationDecisionBodySchema, moderationPhotosResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { decidePhoto, photoQueue } from './service.ts';

/** The minimal photo review of issue 4; a fuller back office comes later. Staff only: others get a 404. */
export const moderationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/moderation/photos.php',
    { config: { access: 'moderator' }, schema: { response: { 200: moderationPhotosResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { photos: await photoQueue(deps, request.site.id) };
    },
  );

  app.post(
    '/api/moderation/photo.php',
    {
      config: { access: 'moderator' },
      schema: { body: moderationDecisionBodySchema, response: { 200: moderationPhotosResponseSchema } },
    },
    async (request) => ({
      photos: await decidePhoto(deps, request.site.id, request.viewer.id, request.body),
    }),
  );
};
