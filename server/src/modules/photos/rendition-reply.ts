import fs from 'node:fs';
import type { FastifyReply } from 'fastify';

/**
 * Answers a rendition file (profile photo or chat image) for its one viewer: private and immutable (a new
 * picture gets a new name), never sniffed, not embeddable by other sites. No file: 404, the same as not allowed.
 */
export async function replyWithRendition(reply: FastifyReply, file: string | undefined) {
  const stream = file ? await openFile(file) : undefined;
  if (!stream) return reply.status(404).header('cache-control', 'no-store').send({ error: 'not_found' });
  return reply
    .type('image/webp')
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cross-origin-resource-policy', 'same-origin')
    .send(stream);
}

async function openFile(file: string): Promise<fs.ReadStream | undefined> {
  try {
    await fs.promises.access(file);
    return fs.createReadStream(file);
  } catch {
    return undefined;
  }
}
