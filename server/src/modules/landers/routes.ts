import { landerQuerySchema, landerResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { languageForRequest } from '../sites/index.ts';
import { landerAnswer } from './service.ts';

/** The landers' data (SPEC §2 /landers/*, decision 0061): public, for visitors arriving from a campaign. */
export const landersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/lander.php',
    {
      // `visitor`: a logged-in viewer's blocks (either way) and own profile are left out of the teasers.
      config: { access: 'visitor' },
      schema: {
        errors: { 429: ['rate_limited'] },
        querystring: landerQuerySchema,
        response: { 200: landerResponseSchema },
      },
    },
    async (request, reply) => {
      // The copy follows the language asked for (else the locale cookie): not for a shared cache.
      reply.header('cache-control', 'private, max-age=60');
      const language = await languageForRequest(deps.db, request, request.query.locale);
      return landerAnswer(
        deps,
        request.site,
        request.ip,
        request.query,
        language,
        request.viewer?.id ?? null,
      );
    },
  );
};
