import { staffSessionResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { isEnrolled } from './queries.ts';

/** GET /api/admin/session.php: the back office asks who is looking and whether the second factor is confirmed. */
export const staffSessionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/session.php',
    { config: { access: 'staff-login' }, schema: { response: { 200: staffSessionResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const standing = request.staff;
      if (!standing?.staffRole) throw new Error('staff-login route without a staff role');
      return {
        staff: {
          role: standing.staffRole,
          enrolled: await isEnrolled(deps.db.$client, request.session.userId),
          verified: standing.staffUntil !== null,
          expires_at: standing.staffUntil?.toISOString() ?? null,
        },
      };
    },
  );
};
