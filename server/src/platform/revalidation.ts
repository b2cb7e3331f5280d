import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call the web app polls (SPEC §9: user.php, chats.php, likes.php; decision 0068): its session may come from
     * this instance's memory (session-cache.ts), and its answer may be kept by the member's own browser and asked
     * again with If-None-Match: a weak ETag of the body, `Cache-Control: private, no-cache`, and 304 without a body
     * when it did not change.
     */
    polled?: boolean;
  }
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(2);
  for (const tag of ifNoneMatch.split(',')) {
    const trimmed = tag.trim();
    if (trimmed === '*' || trimmed === etag || trimmed === opaque) return true;
  }
  return false;
}

/**
 * The ETag of a body as one member of one site sees it: their ids are part of it, so two members' tags differ
 * even when their bodies are alike, and a tag is worth nothing to anyone else.
 */
function etagOf(request: FastifyRequest, body: string): string {
  const hash = crypto.createHash('sha1');
  hash.update(`${request.viewer?.id ?? ''}:${request.site?.id ?? ''}:`).update(body);
  return `W/"${hash.digest('base64url')}"`;
}

/**
 * Conditional requests for the polling calls that declare `config: { polled: true }` (user.php, chats.php,
 * likes.php): registered before compression, so the tag is of the JSON text and a 304 is never compressed.
 */
export function registerRevalidation(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !request.routeOptions.config.polled) {
      done(null, payload);
      return;
    }
    const etag = etagOf(request, payload);
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (!matches(request.headers['if-none-match'], etag)) {
      done(null, payload);
      return;
    }
    reply.code(304).removeHeader('content-type');
    done(null, '');
  });
}
