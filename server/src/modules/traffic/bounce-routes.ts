import { pageBounceSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { LIMITS } from '../../platform/limits.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import { recordPageBounce } from './page-bounces.ts';

/** POST /api/page-bounce.php: the `lb` page-bounce beacon (SPEC §4, decision 0064), from anyone. */
export const pageBounceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/page-bounce.php',
    {
      config: { access: 'visitor' },
      schema: {
        description:
          'A visit whose entry URL carried `lb`: its entry path, network and sub id, seconds on the page until it ' +
          'was hidden or left, and whether a signup started. Sent as a beacon; kept 30 days, without an IP address.',
        body: pageBounceSchema,
        response: { 204: z.undefined() },
        errors: { 429: ['rate_limited'] },
      },
    },
    async (request, reply) => {
      // The rate-limit counter holds the address for its window only; the bounce row never does.
      await enforceRateLimit(
        deps.db.$client,
        deps.clock,
        `page-bounce:${request.ip}`,
        LIMITS.pageBouncesPerIp,
      );
      await recordPageBounce(deps.db.$client, request.site.id, request.body, deps.clock());
      return reply.status(204).send();
    },
  );
};
