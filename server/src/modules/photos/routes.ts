import {
  okResponseSchema,
  ownPhotosResponseSchema,
  PHOTO_PATH,
  photoChangeBodySchema,
  photoDecisionsResponseSchema,
  photoDecisionsSeenBodySchema,
  photoIdBodySchema,
  photoUnlockResponseSchema,
  photoUploadQuerySchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors } from '../../platform/openapi-errors.ts';
import { replyWithRendition } from './rendition-reply.ts';
import {
  changePhoto,
  decisionsAnnounced,
  deletePhoto,
  ownPhotos,
  photoFileFor,
  unannouncedDecisions,
  unlockPhoto,
  uploadPhoto,
} from './service.ts';
import {
  acceptRawImages,
  imageUploadOptions,
  UPLOAD_DESCRIPTION,
  UPLOAD_ERRORS,
  uploadedImage,
} from './upload-body.ts';

/** Own photos (list, upload, change, delete), unlocking others' private photos, and the files themselves. */
export const photosRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const member = { access: 'member' } as const;

  acceptRawImages(app);

  const photosSchema = { response: { 200: ownPhotosResponseSchema } };
  app.get('/api/photos.php', { config: member, schema: photosSchema }, async (request) => {
    return ownPhotos(deps, request.viewer.id);
  });

  app.post(
    '/api/photos.php',
    {
      ...imageUploadOptions,
      config: member,
      schema: {
        description: UPLOAD_DESCRIPTION,
        errors: mergeErrors(UPLOAD_ERRORS, { 409: ['photo_limit_reached'] }),
        querystring: photoUploadQuerySchema,
        response: { 201: ownPhotosResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await uploadPhoto(deps, request.session, request.query, uploadedImage(request.body));
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/api/photo.php',
    {
      config: member,
      schema: {
        errors: { 404: ['not_found'], 409: ['photo_private_main', 'validation_failed'] },
        body: photoChangeBodySchema,
        response: { 200: ownPhotosResponseSchema },
      },
    },
    async (request) => {
      return changePhoto(deps, request.session, request.body);
    },
  );

  app.delete(
    '/api/photo.php',
    {
      config: member,
      schema: {
        errors: { 404: ['not_found'] },
        body: photoIdBodySchema,
        response: { 200: ownPhotosResponseSchema },
      },
    },
    async (request) => {
      return deletePhoto(deps, request.session, request.body.id);
    },
  );

  app.get(
    '/api/photo-decisions.php',
    { config: member, schema: { response: { 200: photoDecisionsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { decisions: await unannouncedDecisions(deps, request.viewer.id) };
    },
  );

  app.post(
    '/api/photo-decisions.php',
    {
      config: member,
      schema: { body: photoDecisionsSeenBodySchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await decisionsAnnounced(deps, request.viewer.id, request.body.ids);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/photo-unlock.php',
    {
      // Offered on public profiles too, where a visitor is asked to log in.
      config: { access: 'login' },
      schema: {
        errors: { 402: ['insufficient_credits'], 404: ['not_found'] },
        body: photoIdBodySchema,
        response: { 200: photoUnlockResponseSchema },
      },
    },
    async (request) => {
      return unlockPhoto(deps, request.site, request.viewer.id, request.body.id);
    },
  );

  app.get(
    `${PHOTO_PATH}/:filename`,
    { config: { access: 'visitor' }, schema: { params: z.object({ filename: z.string().max(120) }) } },
    async (request, reply) => {
      const { site, viewer } = request;
      return replyWithRendition(reply, await photoFileFor(deps, site, viewer, request.params.filename));
    },
  );
};
