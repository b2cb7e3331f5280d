import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers a rendition (profile photo or chat image) for its one viewer: private and immutable (a new picture gets
 * a new name), never sniffed, not embeddable by other sites. No file: 404, the same as not allowed.
 */
export async function replyWithRendition(reply: FastifyReply, file: Readable | undefined) {
  if (!file) return reply.status(404).header('cache-control', 'no-store').send({ error: 'not_found' });
  return reply
    .type('image/webp')
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cross-origin-resource-policy', 'same-origin')
    .send(file);
}
