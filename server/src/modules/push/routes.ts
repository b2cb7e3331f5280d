import { pushRegistrationBodySchema, userResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { findMemberById, type Member, presentUser } from '../members/index.ts';
import { registerPush } from './service.ts';

/**
 * POST /api/user.php?push=1 (SPEC §7): the browser's push subscription, or 'denied'. The `push` query flag
 * takes it from accounts' sign-in at the same path (platform/query-flag-routes.ts).
 */
export const pushRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/user.php',
    {
      constraints: { queryFlag: 'push' },
      config: { access: 'member' },
      schema: {
        summary: 'Stores the browser’s push subscription, or that the member denied notifications',
        errors: { 400: ['validation_failed'] },
        body: pushRegistrationBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request, reply) => {
      await registerPush(deps, request.viewer.id, request.body);
      reply.header('cache-control', 'no-store');
      return { user: presentUser((await findMemberById(deps.db.$client, request.viewer.id)) as Member) };
    },
  );
};
