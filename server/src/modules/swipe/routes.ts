import { swipeAnswerSchema, swipeBodySchema, swipeStateSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors } from '../../platform/openapi-errors.ts';
import { LIKE_ERRORS } from '../likes/index.ts';
import { judgeProfile, swipeState } from './service.ts';

/** The swipe game: one card at a time, like or pass; free members get a few likes a day. */
export const swipeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const member = { access: 'member' } as const;

  app.get(
    '/api/swipe.php',
    { config: member, schema: { response: { 200: swipeStateSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return swipeState(deps, request.site, request.viewer.id);
    },
  );

  app.post(
    '/api/swipe.php',
    {
      config: member,
      schema: {
        errors: mergeErrors(LIKE_ERRORS, { 403: ['swipe_limit_reached'] }),
        body: swipeBodySchema,
        response: { 200: swipeAnswerSchema },
      },
    },
    async (request) => {
      return judgeProfile(deps, request.site, request.viewer.id, request.body);
    },
  );
};
