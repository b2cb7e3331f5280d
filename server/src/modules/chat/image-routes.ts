import { sendImageQuerySchema, sendMessageResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { LOGIN_ERRORS, mergeErrors } from '../../platform/openapi-errors.ts';
import { readSession, requireLogin } from '../../platform/sessions.ts';
import {
  acceptRawImages,
  imageUploadOptions,
  replyWithRendition,
  UPLOAD_DESCRIPTION,
  UPLOAD_ERRORS,
  uploadedImage,
} from '../photos/index.ts';
import { siteForRequest } from '../sites/index.ts';
import { chatImageFileFor, sendImage } from './image-service.ts';
import { SEND_ERRORS } from './service.ts';

/** Pictures in chat (docs/chat.md): sending one as a message, and its renditions for the two members only. */
export const chatImageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;
  acceptRawImages(app);

  app.post(
    '/api/message-image.php',
    {
      ...imageUploadOptions,
      schema: {
        description: UPLOAD_DESCRIPTION,
        errors: mergeErrors(LOGIN_ERRORS, UPLOAD_ERRORS, SEND_ERRORS),
        querystring: sendImageQuerySchema,
        response: { 200: sendMessageResponseSchema },
      },
    },
    async (request) => {
      const session = await requireLogin(sql, deps.clock, request);
      const site = await siteForRequest(deps.db, request);
      const sender = { id: session.userId, sessionHash: session.tokenHash };
      return sendImage(deps, site, sender, request.query, uploadedImage(request.body));
    },
  );

  // chatImageUrl(name) in the contract.
  app.get(
    '/chat-images/:filename',
    { schema: { params: z.object({ filename: z.string().max(120) }) } },
    async (request, reply) => {
      const session = await readSession(sql, deps.clock, request);
      return replyWithRendition(
        reply,
        await chatImageFileFor(deps, session?.userId, request.params.filename),
      );
    },
  );
};
