import {
  enrolmentConfirmResponseSchema,
  enrolmentResponseSchema,
  secondFactorCodeBodySchema,
  staffSessionResponseSchema,
} from '@community/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import type { RouteErrors } from '../../platform/openapi-errors.ts';
import { signInAuditFor } from '../../platform/staff-audit.ts';
import { findMemberById } from '../members/index.ts';
import {
  confirmEnrolment,
  type SignIn,
  startEnrolment,
  verifySecondFactor,
} from './second-factor-service.ts';

const CODE_ERRORS: RouteErrors = {
  400: ['second_factor_invalid'],
  409: ['second_factor_enrolled', 'second_factor_not_enrolled'],
  429: ['second_factor_locked', 'rate_limited'],
};

function signInOf(request: FastifyRequest<{ Body: unknown }>): SignIn {
  const role = request.staff?.staffRole;
  if (!role || !request.session) throw new Error('staff-login route without a staff role');
  return {
    userId: request.session.userId,
    sessionId: request.session.id,
    role,
    ip: request.ip,
    audit: signInAuditFor(request),
    log: request.log,
  };
}

/**
 * The back office's sign-in (decision 0054): enrolment of an authenticator app and the code that confirms a
 * session. `staff-login`: any staff member, whether this session confirmed its second factor or not.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/admin/enrolment.php',
    {
      config: { access: 'staff-login' },
      schema: { response: { 200: enrolmentResponseSchema }, errors: { 409: ['second_factor_enrolled'] } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = await findMemberById(deps.db.$client, request.session.userId);
      if (!member) throw new Error('staff session without its member');
      return startEnrolment(deps, member.user.id, member.user.email, request.site);
    },
  );

  app.post(
    '/api/admin/enrolment-confirm.php',
    {
      config: { access: 'staff-login' },
      schema: {
        body: secondFactorCodeBodySchema,
        response: { 200: enrolmentConfirmResponseSchema },
        errors: CODE_ERRORS,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmEnrolment(deps, signInOf(request), request.body.code);
    },
  );

  app.post(
    '/api/admin/second-factor.php',
    {
      config: { access: 'staff-login' },
      schema: {
        body: secondFactorCodeBodySchema,
        response: { 200: staffSessionResponseSchema },
        errors: CODE_ERRORS,
      },
    },
    async (request) => ({ staff: await verifySecondFactor(deps, signInOf(request), request.body.code) }),
  );
};
