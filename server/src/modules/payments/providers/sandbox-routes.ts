import { LOCALE_COOKIE_NAME } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderSandboxCheckout, renderSandboxNotFound, sandboxLanguage } from './sandbox-checkout-page.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

const paramsSchema = z.object({ id: z.string().min(1).max(64) });
const outcomeSchema = z.object({ outcome: z.enum(['paid', 'failed', 'canceled']) });

/**
 * The sandbox provider's checkout page (server-rendered: it stands for the provider's site, not our app). GET
 * shows the payment; POST records the chosen outcome (only while open), lets the provider call the webhook,
 * and sends the browser back to the shop (303 to the payment's redirect URL), as a real checkout does.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  app.get('/sandbox-checkout/:id', { schema: { params: paramsSchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const payment = await sandbox.find(request.params.id);
    if (!payment) {
      return reply
        .status(404)
        .send(renderSandboxNotFound(sandboxLanguage(request.cookies[LOCALE_COOKIE_NAME])));
    }
    return reply.send(renderSandboxCheckout(payment));
  });

  app.post(
    '/sandbox-checkout/:id',
    { schema: { params: paramsSchema, body: outcomeSchema } },
    async (request, reply) => {
      const payment = await sandbox.find(request.params.id);
      if (!payment) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(renderSandboxNotFound(sandboxLanguage(request.cookies[LOCALE_COOKIE_NAME])));
      }
      await sandbox.complete(payment.id, request.body.outcome);
      return reply.redirect(payment.redirect_url, 303);
    },
  );
};
