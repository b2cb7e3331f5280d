import {
  directDebitBodySchema,
  directDebitCodeBodySchema,
  directDebitCodeResponseSchema,
  directDebitResendBodySchema,
  directDebitResponseSchema,
} from '@community/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { requireSession } from '../../platform/sessions.ts';
import { createSmsSender } from '../../platform/sms.ts';
import { ORDER_ERRORS, type PaymentRouteDeps, requestOrigin } from '../payments/index.ts';
import { siteForRequest } from '../sites/index.ts';
import { confirmWithCode, DEBTOR_ERRORS, type DirectDebitDeps, resendCode, startMandate } from './service.ts';

/** Direct debit (SPEC §2 /directdebit, §3 form, §8 refusals; docs/payments.md): the form, its SMS code, a resend. */
export const directDebitRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (app, appDeps) => {
  const deps: DirectDebitDeps = { ...appDeps, sms: createSmsSender(appDeps.config, app.log) };
  const sql = deps.db.$client;
  const member = (request: FastifyRequest) => requireSession(sql, deps.clock, request);

  app.post(
    '/api/directdebit.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, DEBTOR_ERRORS, {
          400: ['method_not_available', 'iban_invalid'],
          404: ['not_found'],
          429: ['rate_limited'],
        }),
        body: directDebitBodySchema,
        response: { 201: directDebitResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await member(request);
      const site = await siteForRequest(deps.db, request);
      return reply.status(201).send(await startMandate(deps, site, session.userId, request.body));
    },
  );

  app.post(
    '/api/directdebit-code.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, ORDER_ERRORS, {
          400: ['code_invalid'],
          404: ['not_found'],
          410: ['code_expired'],
        }),
        body: directDebitCodeBodySchema,
        response: { 200: directDebitCodeResponseSchema },
      },
    },
    async (request) => {
      const session = await member(request);
      const site = await siteForRequest(deps.db, request);
      return confirmWithCode(deps, site, session.userId, request.body, requestOrigin(request));
    },
  );

  app.post(
    '/api/directdebit-resend.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, DEBTOR_ERRORS, {
          404: ['not_found'],
          410: ['code_expired'],
          429: ['rate_limited'],
        }),
        body: directDebitResendBodySchema,
        response: { 200: directDebitResponseSchema },
      },
    },
    async (request) => {
      const session = await member(request);
      const site = await siteForRequest(deps.db, request);
      return resendCode(deps, site, session.userId, request.body.mandate);
    },
  );
};
