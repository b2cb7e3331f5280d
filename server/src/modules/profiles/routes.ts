import { INTEREST_KEYS, interestsResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/interests.php',
    { schema: { response: { 200: interestsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { interests: [...INTEREST_KEYS] };
    },
  );
};
