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
import { clearSessionCookie, setSessionCookie } from '../../platform/sessions.ts';
import { presentUser } from '../members/index.ts';
import { OWN_PASSWORD_ERRORS } from './api-errors.ts';
import { deleteAccount, reactivateAccount } from './deletion-service.ts';
import { dismiss, exportMemberData, updateAccountSettings } from './settings-service.ts';

/** Settings, dismissals, the data export, deletion and reactivation. */
export const accountRoutes: FastifyPluginAsyncZod<
  AppDeps & { memberData: readonly MemberDataHook[] }
> = async (app, deps) => {
  app.put(
    '/api/account.php',
    {
      config: { access: 'member' },
      schema: { body: accountSettingsBodySchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      return { user: presentUser(await updateAccountSettings(deps, request.session, request.body)) };
    },
  );

  app.post(
    '/api/dismissals.php',
    {
      config: { access: 'member' },
      schema: { body: dismissalBodySchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      return { user: presentUser(await dismiss(deps, request.session, request.body.flag)) };
    },
  );

  const exportSchema = {
    description: "The member's data as a JSON file to download (content-disposition: attachment).",
  };
  app.get(
    '/api/export.php',
    { config: { access: 'member' }, schema: exportSchema },
    async (request, reply) => {
      const data = await exportMemberData(deps, request.session, deps.memberData);
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="my-data-${String(data.exported_at).slice(0, 10)}.json"`,
        )
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/api/account-delete.php',
    {
      config: { access: 'member' },
      schema: {
        errors: OWN_PASSWORD_ERRORS,
        body: accountDeleteBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, request.site, request.session, request.body);
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
