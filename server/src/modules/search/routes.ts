import { searchQuerySchema, searchResponseSchema, signupMatchesResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { findMemberById, type Member } from '../members/index.ts';
import { searchMembers, signupMatchCount, signupMatchProfiles } from './service.ts';

/** Member search (SPEC §2 /members, §3 Search state): filters, keyset pages, capped counts, similar results. */
export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/members.php',
    {
      config: { access: 'visitor' },
      schema: {
        errors: { 403: ['login_required'], 429: ['rate_limited'] },
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const asker = { viewerId: request.viewer?.id ?? null, ip: request.ip };
      return searchMembers(deps, request.site, asker, request.query);
    },
  );

  // The "find matches" stage of signup (SPEC §4) and /signup-matches: how many, and the newest with a photo.
  app.get(
    '/api/signup-matches.php',
    { config: { access: 'member' }, schema: { response: { 200: signupMatchesResponseSchema } } },
    async (request) => {
      const member = (await findMemberById(deps.db.$client, request.viewer.id)) as Member;
      const [count, profiles] = await Promise.all([
        signupMatchCount(deps, member),
        signupMatchProfiles(deps, member),
      ]);
      return { count, profiles };
    },
  );
};
