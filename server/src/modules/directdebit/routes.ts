import {
  directDebitBodySchema,
  directDebitCodeBodySchema,
  directDebitCodeResponseSchema,
  directDebitResendBodySchema,
  directDebitResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mergeErrors } from '../../platform/openapi-errors.ts';
import { createSmsSender } from '../../platform/sms.ts';
import { ORDER_ERRORS, type PaymentRouteDeps, requestOrigin } from '../payments/index.ts';
import { confirmWithCode, DEBTOR_ERRORS, type DirectDebitDeps, resendCode, startMandate } from './service.ts';

/** Direct debit (SPEC §2 /directdebit, §3 form, §8 refusals; docs/payments.md): the form, its SMS code, a resend. */
export const directDebitRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (app, appDeps) => {
  const deps: DirectDebitDeps = { ...appDeps, sms: createSmsSender(appDeps.config, app.log) };
  const config = { access: 'member' } as const;

  app.post(
    '/api/directdebit.php',
    {
      config,
      schema: {
        errors: mergeErrors(DEBTOR_ERRORS, {
          400: ['method_not_available', 'iban_invalid'],
          404: ['not_found'],
          429: ['rate_limited'],
        }),
        body: directDebitBodySchema,
        response: { 201: directDebitResponseSchema },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await startMandate(deps, request.site, request.viewer.id, request.body));
    },
  );

  app.post(
    '/api/directdebit-code.php',
    {
      config,
      schema: {
        errors: mergeErrors(ORDER_ERRORS, {
          400: ['code_invalid'],
          404: ['not_found'],
          410: ['code_expired'],
        }),
        body: directDebitCodeBodySchema,
        response: { 200: directDebitCodeResponseSchema },
      },
    },
    async (request) => {
      return confirmWithCode(deps, request.site, request.viewer.id, request.body, requestOrigin(request));
    },
  );

  app.post(
    '/api/directdebit-resend.php',
    {
      config,
      schema: {
        errors: mergeErrors(DEBTOR_ERRORS, {
          404: ['not_found'],
          410: ['code_expired'],
          429: ['rate_limited'],
        }),
        body: directDebitResendBodySchema,
        response: { 200: directDebitResponseSchema },
      },
    },
    async (request) => {
      return resendCode(deps, request.site, request.viewer.id, request.body.mandate);
    },
  );
};
