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
import { LOGIN_ERRORS, mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { requireLogin, requireSession } from '../../platform/sessions.ts';
import { readViewer } from '../members/index.ts';
import { siteForRequest } from '../sites/index.ts';
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
  const sql = deps.db.$client;

  acceptRawImages(app);

  const photosSchema = { response: { 200: ownPhotosResponseSchema }, errors: SESSION_ERRORS };
  app.get('/api/photos.php', { schema: photosSchema }, async (request) => {
    const session = await requireSession(sql, deps.clock, request);
    return ownPhotos(deps, session.userId);
  });

  app.post(
    '/api/photos.php',
    {
      ...imageUploadOptions,
      schema: {
        description: UPLOAD_DESCRIPTION,
        errors: mergeErrors(SESSION_ERRORS, UPLOAD_ERRORS, { 409: ['photo_limit_reached'] }),
        querystring: photoUploadQuerySchema,
        response: { 201: ownPhotosResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await requireSession(sql, deps.clock, request);
      const answer = await uploadPhoto(deps, session, request.query, uploadedImage(request.body));
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/api/photo.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, {
          404: ['not_found'],
          409: ['photo_private_main', 'validation_failed'],
        }),
        body: photoChangeBodySchema,
        response: { 200: ownPhotosResponseSchema },
      },
    },
    async (request) => {
      const session = await requireSession(sql, deps.clock, request);
      return changePhoto(deps, session, request.body);
    },
  );

  app.delete(
    '/api/photo.php',
    {
      schema: {
        errors: mergeErrors(SESSION_ERRORS, { 404: ['not_found'] }),
        body: photoIdBodySchema,
        response: { 200: ownPhotosResponseSchema },
      },
    },
    async (request) => {
      const session = await requireSession(sql, deps.clock, request);
      return deletePhoto(deps, session, request.body.id);
    },
  );

  app.get(
    '/api/photo-decisions.php',
    { schema: { errors: SESSION_ERRORS, response: { 200: photoDecisionsResponseSchema } } },
    async (request, reply) => {
      const session = await requireSession(sql, deps.clock, request);
      reply.header('cache-control', 'no-store');
      return { decisions: await unannouncedDecisions(deps, session.userId) };
    },
  );

  app.post(
    '/api/photo-decisions.php',
    {
      schema: {
        errors: SESSION_ERRORS,
        body: photoDecisionsSeenBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const session = await requireSession(sql, deps.clock, request);
      await decisionsAnnounced(deps, session.userId, request.body.ids);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/photo-unlock.php',
    {
      schema: {
        errors: mergeErrors(LOGIN_ERRORS, { 402: ['insufficient_credits'], 404: ['not_found'] }),
        body: photoIdBodySchema,
        response: { 200: photoUnlockResponseSchema },
      },
    },
    async (request) => {
      const session = await requireLogin(sql, deps.clock, request);
      return unlockPhoto(deps, await siteForRequest(deps.db, request), session.userId, request.body.id);
    },
  );

  app.get(
    `${PHOTO_PATH}/:filename`,
    { schema: { params: z.object({ filename: z.string().max(120) }) } },
    async (request, reply) => {
      const viewer = await readViewer(sql, deps.clock, request);
      const site = await siteForRequest(deps.db, request);
      return replyWithRendition(reply, await photoFileFor(deps, site, viewer, request.params.filename));
    },
  );
};
