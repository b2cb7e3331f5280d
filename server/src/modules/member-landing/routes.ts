import {
  landingMemberResponseSchema,
  memberTeaserQuerySchema,
  memberTeaserResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { landingMember, memberTeaser } from './service.ts';

/** Member landings (decision 0063): a member's public teaser, and the member a signup remembered. */
export const memberLandingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/member-teaser.php',
    {
      config: { access: 'visitor' },
      schema: {
        errors: { 404: ['not_found'], 429: ['rate_limited'] },
        querystring: memberTeaserQuerySchema,
        response: { 200: memberTeaserResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        member: await memberTeaser(
          deps,
          request.site,
          { ip: request.ip, viewerId: request.viewer?.id ?? null, log: request.log },
          request.query.id,
        ),
      };
    },
  );

  app.get(
    '/api/landing-member.php',
    {
      config: { access: 'member' },
      schema: { response: { 200: landingMemberResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { member: await landingMember(deps, request.viewer.id) };
    },
  );
};
