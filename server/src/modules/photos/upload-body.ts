import { PHOTO_MAX_BYTES } from '@community/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { RouteErrors } from '../../platform/openapi-errors.ts';

const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

/**
 * Uploads (profile photos, chat images) are the raw image as the body; anything that is not an image is refused
 * before it is read. Registered per plugin: a content-type parser only applies inside the plugin that adds it.
 */
export function acceptRawImages(app: FastifyInstance): void {
  app.addContentTypeParser(
    /^image\/[a-z0-9.+-]+$/i,
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
}

/** What an upload may be refused with: the body (too large, not an image) and the image itself (image-processing.ts). */
export const UPLOAD_ERRORS = {
  400: ['photo_unreadable', 'photo_unsupported_type', 'photo_too_many_pixels', 'photo_too_small'],
  413: ['photo_too_large'],
  415: ['photo_unsupported_type'],
} as const satisfies RouteErrors;

/** The OpenAPI description of an upload's body, which no schema describes (decision 0040). */
export const UPLOAD_DESCRIPTION =
  'The body is the image itself, sent with its image/* content type (jpeg, png, webp, heic …).';

/**
 * Route options of an upload: the size limit, and Fastify's own refusals (too large, not an image) turned into
 * our translated codes, thrown on to the app's handler, which answers every error in the one shape.
 */
export const imageUploadOptions = {
  bodyLimit: PHOTO_MAX_BYTES,
  errorHandler: (error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('photo_too_large', 413, { max_mb: MAX_MB });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') {
      throw new AppError('photo_unsupported_type', 415);
    }
    throw error;
  },
};

/** The uploaded body, or 415 when there is none to read. */
export function uploadedImage(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new AppError('photo_unsupported_type', 415);
  return body;
}
