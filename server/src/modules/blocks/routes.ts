import { blockBodySchema, blocksResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { requireSession } from '../../platform/sessions.ts';
import { blockedProfiles } from '../profiles/index.ts';
import { siteForRequest } from '../sites/index.ts';
import { blockMember, unblockMember } from './service.ts';

/** The member's block list: read, add, remove. */
export const blocksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;
  const schema = { response: { 200: blocksResponseSchema } };

  app.get('/api/blocks.php', { schema: { ...schema, errors: SESSION_ERRORS } }, async (request) => {
    const session = await requireSession(sql, deps.clock, request);
    return { profiles: await blockedProfiles(deps, session.userId) };
  });

  const blockSchema = {
    ...schema,
    body: blockBodySchema,
    errors: mergeErrors(SESSION_ERRORS, { 400: ['cannot_block_self'], 404: ['not_found'] }),
  };
  app.post('/api/block.php', { schema: blockSchema }, async (request) => {
    const session = await requireSession(sql, deps.clock, request);
    const site = await siteForRequest(deps.db, request);
    return { profiles: await blockMember(deps, site, session.userId, request.body.profile_id) };
  });

  const unblockSchema = { ...schema, body: blockBodySchema, errors: SESSION_ERRORS };
  app.delete('/api/block.php', { schema: unblockSchema }, async (request) => {
    const session = await requireSession(sql, deps.clock, request);
    return { profiles: await unblockMember(deps, session.userId, request.body.profile_id) };
  });
};
