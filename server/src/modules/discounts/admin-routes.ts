import {
  adminBatchQuerySchema,
  adminCodeQuerySchema,
  adminCodeResponseSchema,
  adminCodesQuerySchema,
  adminCodesResponseSchema,
  adminCreateCodesBodySchema,
  adminCreateCodesResponseSchema,
  adminUpdateCodeBodySchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { auditFor } from '../../platform/staff-audit.ts';
import { adminCode, adminCodes, batchCsv, changeCode, createCodes } from './admin-service.ts';

/** The back office's discount codes (issue 23, decision 0060): administrators only, every change audited. */
export const discountAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const administrator = { access: 'administrator' } as const;

  app.get(
    '/api/admin/codes.php',
    {
      config: administrator,
      schema: { querystring: adminCodesQuerySchema, response: { 200: adminCodesResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminCodes(deps, request.site.id, request.query);
    },
  );

  app.post(
    '/api/admin/codes.php',
    {
      config: administrator,
      schema: {
        errors: { 409: ['code_exists'] },
        body: adminCreateCodesBodySchema,
        response: { 201: adminCreateCodesResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCodes(deps, request.site, request.viewer.id, auditFor(request), request.body)),
  );

  app.get(
    '/api/admin/code.php',
    {
      config: administrator,
      schema: {
        errors: { 404: ['not_found'] },
        querystring: adminCodeQuerySchema,
        response: { 200: adminCodeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminCode(deps, request.site.id, request.query.id);
    },
  );

  app.post(
    '/api/admin/code.php',
    {
      config: administrator,
      schema: {
        errors: { 404: ['not_found'] },
        body: adminUpdateCodeBodySchema,
        response: { 200: adminCodeResponseSchema },
      },
    },
    async (request) => changeCode(deps, request.site.id, auditFor(request), request.body),
  );

  // The batch's codes as a CSV file to download (not JSON: no response schema).
  app.get(
    '/api/admin/code-batch.php',
    { config: administrator, schema: { errors: { 404: ['not_found'] }, querystring: adminBatchQuerySchema } },
    async (request, reply) => {
      const { filename, csv } = await batchCsv(deps, request.site.id, request.query.id);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
};
