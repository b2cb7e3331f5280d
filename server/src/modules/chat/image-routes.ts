import { sendImageQuerySchema, sendMessageResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors } from '../../platform/openapi-errors.ts';
import {
  acceptRawImages,
  imageUploadOptions,
  replyWithRendition,
  UPLOAD_DESCRIPTION,
  UPLOAD_ERRORS,
  uploadedImage,
} from '../photos/index.ts';
import { chatImageFileFor, sendImage } from './image-service.ts';
import { SEND_ERRORS } from './service.ts';

/** Pictures in chat (docs/chat.md): sending one as a message, and its renditions for the two members only. */
export const chatImageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  acceptRawImages(app);

  app.post(
    '/api/message-image.php',
    {
      ...imageUploadOptions,
      config: { access: 'login' },
      schema: {
        description: UPLOAD_DESCRIPTION,
        errors: mergeErrors(UPLOAD_ERRORS, SEND_ERRORS),
        querystring: sendImageQuerySchema,
        response: { 200: sendMessageResponseSchema },
      },
    },
    async (request) => {
      const sender = { id: request.session.userId, sessionHash: request.session.tokenHash };
      return sendImage(deps, request.site, sender, request.query, uploadedImage(request.body));
    },
  );

  // chatImageUrl(name) in the contract.
  app.get(
    '/chat-images/:filename',
    { config: { access: 'visitor' }, schema: { params: z.object({ filename: z.string().max(120) }) } },
    async (request, reply) => {
      return replyWithRendition(
        reply,
        await chatImageFileFor(deps, request.viewer?.id, request.params.filename),
      );
    },
  );
};
