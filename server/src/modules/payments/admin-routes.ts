import {
  adminOrderQuerySchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminPackageBodySchema,
  adminPackagesQuerySchema,
  adminPackagesResponseSchema,
  adminRefundBodySchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFor } from '../../platform/staff-audit.ts';
import { findOrdersFor, orderDetail, refundOrder } from './admin-order-service.ts';
import { changePackage, sitePackages } from './admin-package-service.ts';
import type { PaymentRouteDeps } from './routes.ts';

/**
 * The back office's packages and prices, orders and refunds (issue 23, decision 0060): administrators only;
 * every change is audited in its own transaction.
 */
export const paymentAdminRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (app, deps) => {
  const administrator = { access: 'administrator' } as const;

  app.get(
    '/api/admin/packages.php',
    {
      config: administrator,
      schema: {
        errors: { 404: ['not_found'] },
        querystring: adminPackagesQuerySchema,
        response: { 200: adminPackagesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sitePackages(deps, request.query.site ?? request.site.id);
    },
  );

  app.post(
    '/api/admin/package.php',
    {
      config: administrator,
      schema: {
        errors: { 400: ['validation_failed'], 404: ['not_found'] },
        body: adminPackageBodySchema,
        response: { 200: adminPackagesResponseSchema },
      },
    },
    async (request) => changePackage(deps, auditFor(request), request.body),
  );

  app.get(
    '/api/admin/orders.php',
    {
      config: administrator,
      schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrdersResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { orders: await findOrdersFor(deps, request.query.q) };
    },
  );

  app.get(
    '/api/admin/order.php',
    {
      config: administrator,
      schema: {
        errors: { 404: ['not_found'] },
        querystring: adminOrderQuerySchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orderDetail(deps, request.query.id);
    },
  );

  app.post(
    '/api/admin/order-refund.php',
    {
      config: administrator,
      schema: {
        errors: { 404: ['not_found'], 409: ['refund_not_possible'], 502: ['refund_failed'] },
        body: adminRefundBodySchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request) => refundOrder(deps, request.viewer.id, auditFor(request), request.body),
  );
};
