import {
  chatDeleteBodySchema,
  chatReadBodySchema,
  chatReadResponseSchema,
  chatsResponseSchema,
  conversationQuerySchema,
  conversationResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
} from '@community/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { LOGIN_ERRORS, mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { requireLogin, requireSession, sessionTokenHash } from '../../platform/sessions.ts';
import { siteForRequest } from '../sites/index.ts';
import {
  conversationMessages,
  memberChats,
  openConversation,
  readConversation,
  removeChat,
  SEND_ERRORS,
  sendMessage,
  TARGET_ERRORS,
} from './service.ts';

/** Chat (docs/chat.md): the conversation list, a conversation, its messages, sending, reading, removing. */
export const chatRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;
  const memberFor = (request: FastifyRequest) => requireLogin(sql, deps.clock, request);

  app.get(
    '/api/chats.php',
    { schema: { errors: SESSION_ERRORS, response: { 200: chatsResponseSchema } } },
    async (request, reply) => {
      const session = await requireSession(sql, deps.clock, request);
      reply.header('cache-control', 'private, no-store');
      return { chats: await memberChats(deps, await siteForRequest(deps.db, request), session.userId) };
    },
  );

  const removeSchema = {
    body: chatDeleteBodySchema,
    response: { 204: z.undefined() },
    errors: mergeErrors(SESSION_ERRORS, { 404: ['not_found'] }),
  };
  app.delete('/api/chat.php', { schema: removeSchema }, async (request, reply) => {
    const session = await requireSession(sql, deps.clock, request);
    await removeChat(deps, session.userId, request.body);
    return reply.status(204).send();
  });

  app.get(
    '/api/conversation.php',
    {
      schema: {
        errors: mergeErrors(LOGIN_ERRORS, SESSION_ERRORS, TARGET_ERRORS),
        querystring: conversationQuerySchema,
        response: { 200: conversationResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await memberFor(request);
      reply.header('cache-control', 'private, no-store');
      const site = await siteForRequest(deps.db, request);
      return openConversation(deps, site, session.userId, request.query.profile);
    },
  );

  app.get(
    '/api/messages.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, { 404: ['not_found'] }),
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await requireSession(sql, deps.clock, request);
      reply.header('cache-control', 'private, no-store');
      const site = await siteForRequest(deps.db, request);
      return conversationMessages(deps, site, session.userId, request.query);
    },
  );

  app.post(
    '/api/message.php',
    {
      schema: {
        errors: SEND_ERRORS,
        body: sendMessageBodySchema,
        response: { 200: sendMessageResponseSchema },
      },
    },
    async (request) => {
      // The session is checked in the send's first statement, with the sender's lock (storeMessage).
      const sessionHash = sessionTokenHash(request);
      if (!sessionHash) throw new AppError('login_required', 403);
      return sendMessage(deps, await siteForRequest(deps.db, request), sessionHash, request.body);
    },
  );

  app.post(
    '/api/chat-read.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, { 404: ['not_found'] }),
        body: chatReadBodySchema,
        response: { 200: chatReadResponseSchema },
      },
    },
    async (request) => {
      const session = await requireSession(sql, deps.clock, request);
      const { conversation, seq } = request.body;
      const read = await readConversation(deps, session.userId, conversation, seq);
      return { conversation, last_read_seq: read.last_read_seq };
    },
  );
};
