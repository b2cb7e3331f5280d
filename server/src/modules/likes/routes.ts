import {
  autoLikeResponseSchema,
  likeBodySchema,
  likeResponseSchema,
  likesResponseSchema,
  unlikeBodySchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { answerShows } from '../../platform/revalidation.ts';
import { autoLike, LIKE_ERRORS, likeProfile, memberLikes, unlikeProfile } from './service.ts';

/** The member's likes (given and received), liking and unliking, and auto-likes from fictional profiles. */
export const likesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Liking and unliking are offered on public pages too, where a visitor is asked to log in.
  const login = { access: 'login' } as const;
  const member = { access: 'member' } as const;

  // Only ever the session member's likes: there is no id to ask for another member's.
  app.get(
    '/api/likes.php',
    // Polled every minute (SPEC §9): a 304 when nothing changed (decision 0068).
    { config: { ...member, polled: true }, schema: { response: { 200: likesResponseSchema } } },
    async (request) => {
      const likes = await memberLikes(deps, request.site, request.viewer.id);
      answerShows(
        request,
        likes.profiles.map((profile) => profile.id),
      );
      return likes;
    },
  );

  app.post(
    '/api/like.php',
    {
      config: login,
      schema: {
        errors: LIKE_ERRORS,
        body: likeBodySchema,
        response: { 200: likeResponseSchema },
      },
    },
    async (request) => {
      const { id, source } = request.body;
      // Swipe-game likes count towards its daily limit, so they come only through /api/swipe.php.
      if (source === 'swipe') throw new AppError('validation_failed', 400, { fields: ['source'] });
      return likeProfile(deps, request.site, request.viewer.id, id, source);
    },
  );

  const unlikeSchema = { body: unlikeBodySchema, response: { 204: z.undefined() } };
  app.delete('/api/like.php', { config: login, schema: unlikeSchema }, async (request, reply) => {
    await unlikeProfile(deps, request.viewer.id, request.body.id);
    return reply.status(204).send();
  });

  app.get(
    '/api/auto-like.php',
    { config: member, schema: { response: { 200: autoLikeResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return autoLike(deps, request.site, request.viewer.id);
    },
  );
};
