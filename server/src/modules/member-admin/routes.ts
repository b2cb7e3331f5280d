import {
  adminMemberActionBodySchema,
  adminMemberDetailSchema,
  adminMemberQuerySchema,
  adminMembersQuerySchema,
  adminMembersResponseSchema,
  memberWarningResponseSchema,
  memberWarningSeenBodySchema,
  okResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { auditFor } from '../../platform/staff-audit.ts';
import { actOnMember, findMembers, memberDetail } from './service.ts';
import { acknowledgeWarning, unseenWarning } from './warnings.ts';

/**
 * Member management in the back office (issue 23, decision 0056): confirmed staff find a member of the site, see
 * their page, and act on them, each action audited; and the member's side of a warning.
 */
export const memberAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const staff = { access: 'staff' } as const;

  app.get(
    '/api/admin/members.php',
    {
      config: staff,
      schema: { querystring: adminMembersQuerySchema, response: { 200: adminMembersResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { members: await findMembers(deps, request.site.id, request.query.q) };
    },
  );

  app.get(
    '/api/admin/members-detail.php',
    {
      config: staff,
      schema: {
        querystring: adminMemberQuerySchema,
        response: { 200: adminMemberDetailSchema },
        errors: { 404: ['not_found'] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return memberDetail(deps, request.site.id, request.query.id);
    },
  );

  app.post(
    '/api/admin/members-action.php',
    {
      config: staff,
      schema: {
        body: adminMemberActionBodySchema,
        response: { 200: adminMemberDetailSchema },
        errors: { 404: ['not_found'], 409: ['adjustment_exceeds_balance'] },
      },
    },
    async (request) => actOnMember(deps, request.site.id, request.viewer.id, auditFor(request), request.body),
  );

  const member = { access: 'member' } as const;
  app.get(
    '/api/member-warning.php',
    { config: member, schema: { response: { 200: memberWarningResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { warning: await unseenWarning(deps, request.viewer.id) };
    },
  );

  app.post(
    '/api/member-warning.php',
    { config: member, schema: { body: memberWarningSeenBodySchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await acknowledgeWarning(deps, request.viewer.id, request.body.id);
      return { ok: true as const };
    },
  );
};
