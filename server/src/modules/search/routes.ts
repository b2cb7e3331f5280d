import { searchQuerySchema, searchResponseSchema, signupMatchesResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { readSession, requireSession } from '../../platform/sessions.ts';
import { findMemberById, type Member } from '../members/index.ts';
import { siteForRequest } from '../sites/index.ts';
import { searchMembers, signupMatchCount, signupMatchProfiles } from './service.ts';

/** Member search (SPEC §2 /members, §3 Search state): filters, keyset pages, capped counts, similar results. */
export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/members.php',
    {
      schema: {
        errors: { 403: ['login_required'], 429: ['rate_limited'] },
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      const [session, site] = await Promise.all([
        readSession(deps.db.$client, deps.clock, request),
        siteForRequest(deps.db, request),
      ]);
      reply.header('cache-control', 'private, no-store');
      return searchMembers(deps, site, { viewerId: session?.userId ?? null, ip: request.ip }, request.query);
    },
  );

  // The "find matches" stage of signup (SPEC §4) and /signup-matches: how many, and the newest with a photo.
  app.get(
    '/api/signup-matches.php',
    { schema: { errors: SESSION_ERRORS, response: { 200: signupMatchesResponseSchema } } },
    async (request) => {
      const session = await requireSession(deps.db.$client, deps.clock, request);
      const member = (await findMemberById(deps.db.$client, session.userId)) as Member;
      const [count, profiles] = await Promise.all([
        signupMatchCount(deps, member),
        signupMatchProfiles(deps, member),
      ]);
      return { count, profiles };
    },
  );
};
