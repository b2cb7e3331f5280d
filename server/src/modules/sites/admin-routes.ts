import {
  adminSiteQuerySchema,
  adminSiteResponseSchema,
  adminSitesResponseSchema,
  siteInputSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { auditFor } from '../../platform/staff-audit.ts';
import { createSite, listSites, readSite, updateSite } from './admin-service.ts';

/** The sites editor of the back office (issue 23, decision 0059): administrators only. */
export const adminSitesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/sites.php',
    { config: { access: 'administrator' }, schema: { response: { 200: adminSitesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { sites: await listSites(deps) };
    },
  );

  app.get(
    '/api/admin/site.php',
    {
      config: { access: 'administrator' },
      schema: {
        querystring: adminSiteQuerySchema,
        response: { 200: adminSiteResponseSchema },
        errors: { 404: ['not_found'] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { site: await readSite(deps, request.query.id) };
    },
  );

  app.put(
    '/api/admin/site.php',
    {
      config: { access: 'administrator' },
      schema: {
        querystring: adminSiteQuerySchema,
        body: siteInputSchema,
        response: { 200: adminSiteResponseSchema },
        errors: { 404: ['not_found'], 409: ['site_domain_taken'] },
      },
    },
    async (request) => ({
      site: await updateSite(deps, request.query.id, request.body, auditFor(request)),
    }),
  );

  app.post(
    '/api/admin/site.php',
    {
      config: { access: 'administrator' },
      schema: {
        body: siteInputSchema,
        response: { 201: adminSiteResponseSchema },
        errors: { 409: ['site_domain_taken'] },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ site: await createSite(deps, request.body, auditFor(request)) }),
  );
};
