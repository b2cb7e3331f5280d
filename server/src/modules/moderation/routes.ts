import { moderationDecisionBodySchema, moderationPhotosResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { readViewer } from '../members/index.ts';
import { siteForRequest } from '../sites/index.ts';
import { decidePhoto, photoQueue, requireModerator } from './service.ts';

/** The minimal photo review of issue 4; a fuller back office comes later. */
export const moderationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;

  app.get(
    '/api/moderation/photos.php',
    { schema: { errors: { 404: ['not_found'] }, response: { 200: moderationPhotosResponseSchema } } },
    async (request, reply) => {
      const viewer = await readViewer(sql, deps.clock, request);
      requireModerator(viewer);
      reply.header('cache-control', 'no-store');
      return { photos: await photoQueue(deps, (await siteForRequest(deps.db, request)).id) };
    },
  );

  app.post(
    '/api/moderation/photo.php',
    {
      schema: {
        errors: { 404: ['not_found'] },
        body: moderationDecisionBodySchema,
        response: { 200: moderationPhotosResponseSchema },
      },
    },
    async (request) => {
      const viewer = await readViewer(sql, deps.clock, request);
      requireModerator(viewer);
      const site = await siteForRequest(deps.db, request);
      return { photos: await decidePhoto(deps, site.id, viewer.id, request.body) };
    },
  );
};
