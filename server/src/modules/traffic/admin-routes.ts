import {
  adminSiteQuerySchema,
  sitePostbacksSchema,
  trafficReportQuerySchema,
  trafficReportResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { auditFor } from '../../platform/staff-audit.ts';
import { readSitePostbacks, saveSitePostbacks } from './admin-service.ts';
import { trafficReport } from './report.ts';

/**
 * The back office's traffic calls (issue 24, decision 0064): a site's postbacks in the sites editor
 * and the report per network and sub id: administrators only, as the dashboard's traffic figures (decision 0059).
 */
export const trafficAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/site-postbacks.php',
    {
      config: { access: 'administrator' },
      schema: {
        querystring: adminSiteQuerySchema,
        response: { 200: sitePostbacksSchema },
        errors: { 404: ['not_found'] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSitePostbacks(deps, request.query.id);
    },
  );

  app.put(
    '/api/admin/site-postbacks.php',
    {
      config: { access: 'administrator' },
      schema: {
        querystring: adminSiteQuerySchema,
        body: sitePostbacksSchema,
        response: { 200: sitePostbacksSchema },
        errors: { 404: ['not_found'] },
      },
    },
    async (request) => saveSitePostbacks(deps, request.query.id, request.body, auditFor(request)),
  );

  app.get(
    '/api/admin/traffic-report.php',
    {
      config: { access: 'administrator' },
      schema: { querystring: trafficReportQuerySchema, response: { 200: trafficReportResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { report: await trafficReport(deps.db.$client, request.site.id, request.query, true) };
    },
  );
};
