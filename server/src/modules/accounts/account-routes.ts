import {
  accountDeleteBodySchema,
  accountSettingsBodySchema,
  dismissalBodySchema,
  okResponseSchema,
  tokenBodySchema,
  userResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import type { MemberDataHook } from '../../platform/member-data.ts';
import { mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { clearSessionCookie, requireSession, setSessionCookie } from '../../platform/sessions.ts';
import { presentUser } from '../members/index.ts';
import { siteForRequest } from '../sites/index.ts';
import { OWN_PASSWORD_ERRORS } from './api-errors.ts';
import { deleteAccount, reactivateAccount } from './deletion-service.ts';
import { dismiss, exportMemberData, updateAccountSettings } from './settings-service.ts';

/** Settings, dismissals, the data export, deletion and reactivation. */
export const accountRoutes: FastifyPluginAsyncZod<
  AppDeps & { memberData: readonly MemberDataHook[] }
> = async (app, deps) => {
  const sql = deps.db.$client;

  app.put(
    '/api/account.php',
    {
      schema: {
        errors: SESSION_ERRORS,
        body: accountSettingsBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const session = await requireSession(sql, deps.clock, request);
      return { user: presentUser(await updateAccountSettings(deps, session, request.body)) };
    },
  );

  app.post(
    '/api/dismissals.php',
    { schema: { errors: SESSION_ERRORS, body: dismissalBodySchema, response: { 200: userResponseSchema } } },
    async (request) => {
      const session = await requireSession(sql, deps.clock, request);
      return { user: presentUser(await dismiss(deps, session, request.body.flag)) };
    },
  );

  const exportSchema = {
    errors: SESSION_ERRORS,
    description: "The member's data as a JSON file to download (content-disposition: attachment).",
  };
  app.get('/api/export.php', { schema: exportSchema }, async (request, reply) => {
    const session = await requireSession(sql, deps.clock, request);
    const data = await exportMemberData(deps, session, deps.memberData);
    return reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="my-data-${String(data.exported_at).slice(0, 10)}.json"`,
      )
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/api/account-delete.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, OWN_PASSWORD_ERRORS),
        body: accountDeleteBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await requireSession(sql, deps.clock, request);
      await deleteAccount(deps, await siteForRequest(deps.db, request), session, request.body);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/reactivate.php',
    {
      schema: {
        errors: { 400: ['link_invalid'] },
        body: tokenBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request, reply) => {
      const { member, sessionToken } = await reactivateAccount(deps, request.body.token);
      setSessionCookie(request, reply, sessionToken);
      return { user: presentUser(member) };
    },
  );
};
