import fs from 'node:fs';
import {
  ownPhotosResponseSchema,
  PHOTO_MAX_BYTES,
  PHOTO_PATH,
  photoChangeBodySchema,
  photoIdBodySchema,
  photoUnlockResponseSchema,
} from '@community/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../platform/errors.ts';
import { readSession, requireSession } from '../../platform/sessions.ts';
import { readViewer } from '../accounts/viewer.ts';
import { siteForRequest } from '../sites/request-site.ts';
import { changePhoto, deletePhoto, ownPhotos, photoFileFor, unlockPhoto, uploadPhoto } from './service.ts';

const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

/** Own photos (list, upload, change, delete), unlocking others' private photos, and the files themselves. */
export const photosRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;

  // Uploads are the raw image as the body; anything that is not an image is refused before it is read.
  app.addContentTypeParser(
    /^image\/[a-z0-9.+-]+$/i,
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );

  app.get('/api/photos.php', { schema: { response: { 200: ownPhotosResponseSchema } } }, async (request) => {
    const session = await requireSession(sql, deps.clock, request);
    return ownPhotos(deps, session.userId);
  });

  app.post(
    '/api/photos.php',
    {
      bodyLimit: PHOTO_MAX_BYTES,
      schema: { response: { 201: ownPhotosResponseSchema } },
      // Fastify's own refusals (too large, not an image) become our translated codes.
      // Thrown on to the app's handler, which answers every error in the one shape.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new AppError('photo_too_large', 413, { max_mb: MAX_MB });
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') {
          throw new AppError('photo_unsupported_type', 415);
        }
        throw error;
      },
    },
    async (request, reply) => {
      const session = await requireSession(sql, deps.clock, request);
      if (!Buffer.isBuffer(request.body)) throw new AppError('photo_unsupported_type', 415);
      return reply.status(201).send(await uploadPhoto(deps, session, request.body));
    },
  );

  app.put(
    '/api/photo.php',
    { schema: { body: photoChangeBodySchema, response: { 200: ownPhotosResponseSchema } } },
    async (request) => {
      const session = await requireSession(sql, deps.clock, request);
      return changePhoto(deps, session, request.body);
    },
  );

  app.delete(
    '/api/photo.php',
    { schema: { body: photoIdBodySchema, response: { 200: ownPhotosResponseSchema } } },
    async (request) => {
      const session = await requireSession(sql, deps.clock, request);
      return deletePhoto(deps, session, request.body.id);
    },
  );

  app.post(
    '/api/photo-unlock.php',
    { schema: { body: photoIdBodySchema, response: { 200: photoUnlockResponseSchema } } },
    async (request) => {
      const session = await readSession(sql, deps.clock, request);
      // A visitor is asked to log in (SPEC §6), not silently logged out.
      if (!session) throw new AppError('login_required', 403);
      return unlockPhoto(deps, await siteForRequest(deps.db, request), session.userId, request.body.id);
    },
  );

  app.get(
    `${PHOTO_PATH}/:filename`,
    { schema: { params: z.object({ filename: z.string().max(120) }) } },
    async (request, reply) => {
      const viewer = await readViewer(sql, deps.clock, request);
      const site = await siteForRequest(deps.db, request);
      const file = await photoFileFor(deps, site, viewer, request.params.filename);
      const stream = file ? await openFile(file) : undefined;
      if (!stream) return reply.status(404).header('cache-control', 'no-store').send({ error: 'not_found' });
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(stream);
    },
  );
};

async function openFile(file: string): Promise<fs.ReadStream | undefined> {
  try {
    await fs.promises.access(file);
    return fs.createReadStream(file);
  } catch {
    return undefined;
  }
}
