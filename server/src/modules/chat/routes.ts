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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { RESTRICTED_ERRORS, restrictionRefusal } from '../../platform/request-context.ts';
import { answerShows } from '../../platform/revalidation.ts';
import { sessionTokenHash } from '../../platform/sessions.ts';
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
  const member = { access: 'member' } as const;

  app.get(
    '/api/chats.php',
    // Polled every minute (SPEC §9): a 304 when nothing changed (decision 0068).
    { config: { ...member, polled: true }, schema: { response: { 200: chatsResponseSchema } } },
    async (request) => {
      const chats = await memberChats(deps, request.site, request.viewer.id);
      answerShows(
        request,
        chats.map((chat) => chat.profile.id),
      );
      return { chats };
    },
  );

  const removeSchema = {
    body: chatDeleteBodySchema,
    response: { 204: z.undefined() },
    errors: { 404: ['not_found'] },
  } as const;
  app.delete('/api/chat.php', { config: member, schema: removeSchema }, async (request, reply) => {
    await removeChat(deps, request.viewer.id, request.body);
    return reply.status(204).send();
  });

  app.get(
    '/api/conversation.php',
    {
      config: { access: 'login' },
      schema: {
        errors: mergeErrors(SESSION_ERRORS, TARGET_ERRORS),
        querystring: conversationQuerySchema,
        response: { 200: conversationResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return openConversation(deps, request.site, request.viewer.id, request.query.profile);
    },
  );

  app.get(
    '/api/messages.php',
    {
      config: member,
      schema: {
        errors: { 404: ['not_found'] },
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return conversationMessages(deps, request.site, request.viewer.id, request.query);
    },
  );

  app.post(
    '/api/message.php',
    {
      // `public`: the session is checked in the send's first statement, with the sender's lock (storeMessage),
      // not read before it (decision 0023); only a missing cookie is refused here.
      config: { access: 'public' },
      schema: {
        errors: mergeErrors(SEND_ERRORS, RESTRICTED_ERRORS),
        body: sendMessageBodySchema,
        response: { 200: sendMessageResponseSchema },
      },
    },
    async (request) => {
      const sessionHash = sessionTokenHash(request);
      if (!sessionHash) throw new AppError('login_required', 403);
      try {
        return await sendMessage(deps, request.site, sessionHash, request.body);
      } catch (error) {
        // The send found no live session: a suspended or banned member is told so, as on every member call.
        if (error instanceof AppError && error.code === 'login_required') {
          throw (await restrictionRefusal(deps.db.$client, deps.clock, request)) ?? error;
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/chat-read.php',
    {
      config: member,
      schema: {
        errors: { 404: ['not_found'] },
        body: chatReadBodySchema,
        response: { 200: chatReadResponseSchema },
      },
    },
    async (request) => {
      const { conversation, seq } = request.body;
      const read = await readConversation(deps, request.viewer.id, conversation, seq);
      return { conversation, last_read_seq: read.last_read_seq };
    },
  );
};
