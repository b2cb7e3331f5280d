import { swipeAnswerSchema, swipeBodySchema, swipeStateSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { requireSession } from '../../platform/sessions.ts';
import { LIKE_ERRORS } from '../likes/index.ts';
import { siteForRequest } from '../sites/index.ts';
import { judgeProfile, swipeState } from './service.ts';

/** The swipe game: one card at a time, like or pass; free members get a few likes a day. */
export const swipeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;

  app.get(
    '/api/swipe.php',
    { schema: { errors: SESSION_ERRORS, response: { 200: swipeStateSchema } } },
    async (request, reply) => {
      const session = await requireSession(sql, deps.clock, request);
      reply.header('cache-control', 'private, no-store');
      return swipeState(deps, await siteForRequest(deps.db, request), session.userId);
    },
  );

  app.post(
    '/api/swipe.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, LIKE_ERRORS, { 403: ['swipe_limit_reached'] }),
        body: swipeBodySchema,
        response: { 200: swipeAnswerSchema },
      },
    },
    async (request) => {
      const session = await requireSession(sql, deps.clock, request);
      return judgeProfile(deps, await siteForRequest(deps.db, request), session.userId, request.body);
    },
  );
};
