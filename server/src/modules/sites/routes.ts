import { settingsQuerySchema, settingsResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { settingsOfSite } from './request-site.ts';

export const sitesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/settings.php',
    {
      config: { access: 'public' },
      schema: { querystring: settingsQuerySchema, response: { 200: settingsResponseSchema } },
    },
    async (request, reply) => {
      const { settings } = await settingsOfSite(deps, request.site, request, request.query);
      reply.header('cache-control', 'private, max-age=60');
      reply.header('vary', 'cookie');
      return { settings };
    },
  );
};
