import {
  INTEREST_KEYS,
  interestsResponseSchema,
  memberQuerySchema,
  memberResponseSchema,
  profileUpdateBodySchema,
  userResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { limitProfileReads } from './read-limits.ts';
import { updateOwnProfile, viewMember } from './service.ts';

/** Reference data (interests), the member's own profile, and other members' profiles. */
export const profilesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/interests.php',
    { schema: { response: { 200: interestsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { interests: [...INTEREST_KEYS] };
    },
  );

  app.put(
    '/api/profile.php',
    {
      config: { access: 'member' },
      schema: {
        errors: {
          400: [
            'name_starts_with_at',
            'name_equals_email',
            'name_length',
            'name_characters',
            'validation_failed',
            'region_unknown',
          ],
        },
        body: profileUpdateBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      return { user: await updateOwnProfile(deps, request.site, request.viewer.id, request.body) };
    },
  );

  app.get(
    '/api/member.php',
    {
      config: { access: 'visitor' },
      schema: {
        errors: { 403: ['blocked_by_member'], 404: ['not_found'], 429: ['rate_limited'] },
        querystring: memberQuerySchema,
        response: { 200: memberResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewerId = request.viewer?.id ?? null;
      // Counted beside the read, not before it (one round trip less). Over the limit the refusal wins over the
      // read's own answer, so a refused request learns nothing, not even whether the id exists.
      const [limit, profile] = await Promise.allSettled([
        limitProfileReads(deps, { ip: request.ip, viewerId, log: request.log }),
        viewMember(deps, request.site, viewerId, request.query.id),
      ]);
      if (limit.status === 'rejected') throw limit.reason;
      if (profile.status === 'rejected') throw profile.reason;
      return profile.value;
    },
  );
};
