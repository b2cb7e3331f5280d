import { blockBodySchema, blocksResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { blockedProfiles } from '../profiles/index.ts';
import { blockMember, unblockMember } from './service.ts';

/** The member's block list: read, add, remove. */
export const blocksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const config = { access: 'member' } as const;
  const schema = { response: { 200: blocksResponseSchema } };

  app.get('/api/blocks.php', { config, schema }, async (request) => {
    return { profiles: await blockedProfiles(deps, request.viewer.id) };
  });

  const blockSchema = {
    ...schema,
    body: blockBodySchema,
    errors: { 400: ['cannot_block_self'], 404: ['not_found'] },
  } as const;
  app.post('/api/block.php', { config, schema: blockSchema }, async (request) => {
    return { profiles: await blockMember(deps, request.site, request.viewer.id, request.body.profile_id) };
  });

  const unblockSchema = { ...schema, body: blockBodySchema };
  app.delete('/api/block.php', { config, schema: unblockSchema }, async (request) => {
    return { profiles: await unblockMember(deps, request.viewer.id, request.body.profile_id) };
  });
};
