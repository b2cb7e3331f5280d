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
  const member = { access: 'member' } as const;
  // Form bodies only in this plugin: the webhook and the sandbox checkout's buttons.
  await app.register(fastifyFormbody);

  app.get(
    '/api/credits.php',
    {
      config: member,
      schema: {
        querystring: creditsQuerySchema,
        response: { 200: creditsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return creditsOverview(deps, request.site, request.viewer.id, {
        country: request.query.country,
        geoipCountry: deps.geoip.country(request.ip),
      });
    },
  );

  app.post(
    '/api/order.php',
    {
      config: member,
      schema: {
        errors: ORDER_ERRORS,
        body: createOrderBodySchema,
        response: { 200: createOrderResponseSchema, 201: createOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(
        deps,
        request.site,
        request.viewer.id,
        request.body,
        requestOrigin(request),
      );
      return reply
        .status(placed.created ? 201 : 200)
        .send({ order: placed.order, checkout_url: placed.checkoutUrl ?? '' });
    },
  );

  app.get(
    '/api/order.php',
    {
      config: member,
      schema: {
        errors: { 404: ['not_found'] },
        querystring: orderQuerySchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { order: await memberOrder(deps, request.viewer.id, request.query.id) };
    },
  );

  app.get(
    '/api/orders.php',
    { config: member, schema: { response: { 200: ordersResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { orders: await memberOrders(deps, request.viewer.id) };
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
