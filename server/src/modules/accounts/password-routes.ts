import {
  emailChangeBodySchema,
  okResponseSchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  tokenBodySchema,
  userResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors } from '../../platform/openapi-errors.ts';
import { setSessionCookie } from '../../platform/sessions.ts';
import { presentUser } from '../members/index.ts';
import { NEW_PASSWORD_ERRORS, OWN_PASSWORD_ERRORS } from './api-errors.ts';
import { confirmEmailChange, requestEmailChange } from './email-service.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password-service.ts';

/** Password reset and change, e-mail change (SPEC §2, §5, §8). */
export const passwordRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/password-reset.php',
    {
      config: { access: 'public' },
      schema: {
        errors: { 400: ['email_invalid'], 429: ['reset_limit_reached'] },
        body: passwordResetRequestBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.site, request.ip, request.body.email, request.log);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password-reset-do.php',
    {
      config: { access: 'public' },
      schema: {
        errors: mergeErrors(NEW_PASSWORD_ERRORS, { 400: ['reset_link_invalid', 'reset_email_not_found'] }),
        body: passwordResetBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request, reply) => {
      const { token, password, password_repeat } = request.body;
      const { member, sessionToken } = await resetPassword(
        deps,
        request.site,
        token,
        password,
        password_repeat,
      );
      setSessionCookie(request, reply, sessionToken);
      return { user: presentUser(member) };
    },
  );

  app.post(
    '/api/password.php',
    {
      config: { access: 'member' },
      schema: {
        errors: mergeErrors(NEW_PASSWORD_ERRORS, {
          400: ['old_password_wrong'],
          429: ['account_locked'],
        }),
        body: passwordChangeBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const { old_password, password, password_repeat } = request.body;
      await changePassword(deps, request.session, old_password, password, password_repeat);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/email-change.php',
    {
      config: { access: 'member' },
      schema: {
        errors: mergeErrors(OWN_PASSWORD_ERRORS, {
          400: ['email_invalid', 'email_disposable'],
          409: ['email_taken', 'account_deleted_contact_support'],
          429: ['rate_limited'],
        }),
        body: emailChangeBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const { site, session } = request;
      const asker = { ip: request.ip, sessionId: session.id, log: request.log };
      await requestEmailChange(deps, site, asker, session, request.body.password, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/mail-change-do.php',
    {
      config: { access: 'public' },
      schema: {
        errors: { 400: ['link_invalid'], 409: ['email_taken', 'account_deleted_contact_support'] },
        body: tokenBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, request.site, request.body.token);
      return { ok: true as const };
    },
  );
};
