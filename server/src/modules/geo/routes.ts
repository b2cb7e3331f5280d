import { regionsResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildRegions } from './regions.ts';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const regions = buildRegions();
  app.get(
    '/api/regions.php',
    { schema: { response: { 200: regionsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return regions;
    },
  );
};
