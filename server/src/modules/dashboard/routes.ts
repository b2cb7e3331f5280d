import { dashboardResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { dashboardFor } from './service.ts';
import type { DashboardSources } from './sources.ts';

/**
 * GET /api/admin/dashboard.php (issue 23, decision 0059): the request's site today and over the last 30 days.
 * Any confirmed staff member; the money and traffic figures are an administrator's only.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps & { sources: DashboardSources }> = async (
  app,
  deps,
) => {
  app.get(
    '/api/admin/dashboard.php',
    { config: { access: 'staff' }, schema: { response: { 200: dashboardResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { dashboard: await dashboardFor(deps, request.site, request.viewer.staffRole) };
    },
  );
};
