import {
  autoLikeResponseSchema,
  likeBodySchema,
  likeResponseSchema,
  likesResponseSchema,
  unlikeBodySchema,
} from '@community/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { LOGIN_ERRORS, mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { requireLogin, requireSession } from '../../platform/sessions.ts';
import { siteForRequest } from '../sites/index.ts';
import { autoLike, LIKE_ERRORS, likeProfile, memberLikes, unlikeProfile } from './service.ts';

/** The member's likes (given and received), liking and unliking, and auto-likes from fictional profiles. */
export const likesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;
  const memberFor = (request: FastifyRequest) => requireLogin(sql, deps.clock, request);

  // Only ever the session member's likes: there is no id to ask for another member's.
  app.get(
    '/api/likes.php',
    { schema: { errors: SESSION_ERRORS, response: { 200: likesResponseSchema } } },
    async (request, reply) => {
      const session = await requireSession(sql, deps.clock, request);
      reply.header('cache-control', 'private, no-store');
      return memberLikes(deps, await siteForRequest(deps.db, request), session.userId);
    },
  );

  app.post(
    '/api/like.php',
    {
      schema: {
        errors: mergeErrors(LOGIN_ERRORS, LIKE_ERRORS),
        body: likeBodySchema,
        response: { 200: likeResponseSchema },
      },
    },
    async (request) => {
      const session = await memberFor(request);
      const { id, source } = request.body;
      // Swipe-game likes count towards its daily limit, so they come only through /api/swipe.php.
      if (source === 'swipe') throw new AppError('validation_failed', 400, { fields: ['source'] });
      return likeProfile(deps, await siteForRequest(deps.db, request), session.userId, id, source);
    },
  );

  const unlikeSchema = { body: unlikeBodySchema, response: { 204: z.undefined() }, errors: LOGIN_ERRORS };
  app.delete('/api/like.php', { schema: unlikeSchema }, async (request, reply) => {
    const session = await memberFor(request);
    await unlikeProfile(deps, session.userId, request.body.id);
    return reply.status(204).send();
  });

  app.get(
    '/api/auto-like.php',
    { schema: { errors: SESSION_ERRORS, response: { 200: autoLikeResponseSchema } } },
    async (request, reply) => {
      const session = await requireSession(sql, deps.clock, request);
      reply.header('cache-control', 'private, no-store');
      return autoLike(deps, await siteForRequest(deps.db, request), session.userId);
    },
  );
};
