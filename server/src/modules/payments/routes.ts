import {
  createOrderBodySchema,
  createOrderResponseSchema,
  creditsQuerySchema,
  creditsResponseSchema,
  orderQuerySchema,
  orderResponseSchema,
  ordersResponseSchema,
} from '@community/contract';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { requireSession } from '../../platform/sessions.ts';
import { siteForRequest } from '../sites/index.ts';
import { creditsOverview } from './credits-service.ts';
import type { PaymentDeps } from './deps.ts';
import { memberOrder, memberOrders, ORDER_ERRORS, placeOrder } from './order-service.ts';
import { ProviderUnavailableError } from './providers/payment-provider.ts';
import { isSandboxProvider } from './providers/sandbox-provider.ts';
import { sandboxCheckoutRoutes } from './providers/sandbox-routes.ts';
import { handlePaymentWebhook } from './webhook-service.ts';

export type PaymentRouteDeps = AppDeps & PaymentDeps;

const webhookQuerySchema = z.object({ provider: z.string().max(20) });
// Providers post `id=<payment id>` as a form (Mollie); JSON with the same field is accepted too.
const webhookBodySchema = z.object({ id: z.string().trim().min(1).max(100) });

/** The request's own origin (without a default port): where the member returns after the checkout. */
export function requestOrigin(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  return URL.canParse(origin) ? new URL(origin).origin : origin;
}

/** Credits and payments (docs/payments.md): packages, orders, the provider's webhook, the sandbox checkout. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (app, deps) => {
  const sql = deps.db.$client;
  const member = (request: FastifyRequest) => requireSession(sql, deps.clock, request);
  // Form bodies only in this plugin: the webhook and the sandbox checkout's buttons.
  await app.register(fastifyFormbody);

  app.get(
    '/api/credits.php',
    {
      schema: {
        errors: SESSION_ERRORS,
        querystring: creditsQuerySchema,
        response: { 200: creditsResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await member(request);
      reply.header('cache-control', 'private, no-store');
      const site = await siteForRequest(deps.db, request);
      return creditsOverview(deps, site, session.userId, {
        country: request.query.country,
        geoipCountry: deps.geoip.country(request.ip),
      });
    },
  );

  app.post(
    '/api/order.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, ORDER_ERRORS),
        body: createOrderBodySchema,
        response: { 200: createOrderResponseSchema, 201: createOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await member(request);
      const site = await siteForRequest(deps.db, request);
      const placed = await placeOrder(deps, site, session.userId, request.body, requestOrigin(request));
      return reply
        .status(placed.created ? 201 : 200)
        .send({ order: placed.order, checkout_url: placed.checkoutUrl ?? '' });
    },
  );

  app.get(
    '/api/order.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, { 404: ['not_found'] }),
        querystring: orderQuerySchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await member(request);
      reply.header('cache-control', 'private, no-store');
      return { order: await memberOrder(deps, session.userId, request.query.id) };
    },
  );

  app.get(
    '/api/orders.php',
    { schema: { errors: SESSION_ERRORS, response: { 200: ordersResponseSchema } } },
    async (request, reply) => {
      const session = await member(request);
      reply.header('cache-control', 'private, no-store');
      return { orders: await memberOrders(deps, session.userId) };
    },
  );

  app.post(
    '/api/payment-webhook.php',
    {
      schema: {
        errors: { 503: ['payment_provider_unavailable'] },
        description: 'The provider says a payment changed. An empty 200 whether the payment was ours or not.',
        querystring: webhookQuerySchema,
        body: webhookBodySchema,
      },
    },
    async (request, reply) => {
      try {
        await handlePaymentWebhook(deps, request.query.provider, request.body.id);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        request.log.warn({ err: error }, 'payment provider unreachable: the webhook will be retried');
        return reply.status(503).send({ error: 'payment_provider_unavailable' });
      }
      // The same empty answer whether the payment was ours or not: a caller learns nothing.
      return reply.status(200).send();
    },
  );

  if (isSandboxProvider(deps.provider)) await app.register(sandboxCheckoutRoutes, { sandbox: deps.provider });
};
