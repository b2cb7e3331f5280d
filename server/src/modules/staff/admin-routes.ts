import {
  auditQuerySchema,
  auditResponseSchema,
  staffListResponseSchema,
  staffRoleBodySchema,
  staffSecondFactorResetBodySchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import type { RouteErrors } from '../../platform/openapi-errors.ts';
import { auditFor } from '../../platform/staff-audit.ts';
import { searchAuditLog } from './audit-search.ts';
import { changeStaffRole, resetStaffSecondFactor, staffList } from './staff-service.ts';

const CHANGE_ERRORS: RouteErrors = { 403: ['staff_own_account'], 404: ['not_found'] };

/** The administrators' part of the back office: the audit log search and the staff (decision 0054). */
export const staffAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/audit.php',
    {
      config: { access: 'administrator' },
      schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchAuditLog(deps.db.$client, request.site.id, request.query);
    },
  );

  app.get(
    '/api/admin/staff.php',
    { config: { access: 'administrator' }, schema: { response: { 200: staffListResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { staff: await staffList(deps, request.site.id, request.viewer.id) };
    },
  );

  app.post(
    '/api/admin/staff.php',
    {
      config: { access: 'administrator' },
      schema: {
        body: staffRoleBodySchema,
        response: { 200: staffListResponseSchema },
        errors: CHANGE_ERRORS,
      },
    },
    async (request) => {
      const admin = { id: request.viewer.id, siteId: request.site.id, audit: auditFor(request) };
      return { staff: await changeStaffRole(deps, admin, request.body) };
    },
  );

  app.post(
    '/api/admin/staff-second-factor.php',
    {
      config: { access: 'administrator' },
      schema: {
        body: staffSecondFactorResetBodySchema,
        response: { 200: staffListResponseSchema },
        errors: CHANGE_ERRORS,
      },
    },
    async (request) => {
      const admin = { id: request.viewer.id, siteId: request.site.id, audit: auditFor(request) };
      return { staff: await resetStaffSecondFactor(deps, admin, request.body.id) };
    },
  );
};
