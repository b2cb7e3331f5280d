import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerTags } from './answer-tags.ts';
import type { Clock } from './clock.ts';

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
  interface FastifyRequest {
    /** For a polled answer: the other members it shows (answerShows); its tag's key and when its reading began. */
    answerSources: number[] | null;
    answerTag: { key: string; stamp: number } | null;
  }
}

/**
 * Names the other members a polled answer shows (the partners of the chat list, the profiles of the likes list):
 * a change to any of them makes the answer's tag worthless (decision 0074). The member's own changes always do.
 */
export function answerShows(request: FastifyRequest, memberIds: Iterable<number>): void {
  request.answerSources = [...new Set(memberIds)];
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

type RevalidationOptions = {
  clock: Clock;
  /** The instance's tags of polled answers (answer-tags.ts), once the app started them; none in tools. */
  tags: () => AnswerTags | undefined;
};

/**
 * What a polled answer's tag is kept under: the member, the site, the day (ages in tiles) and the route. The
 * polled calls take no query, so the route rather than the address: made-up queries cannot fill the cache.
 */
function tagKey(request: FastifyRequest, clock: Clock): string | undefined {
  if (!request.viewer || !request.site) return undefined;
  return `${request.viewer.id}:${request.site.id}:${clock().toISOString().slice(0, 10)}:${request.routeOptions.url}`;
}

function answerUnchanged(reply: FastifyReply, etag: string): FastifyReply {
  return reply.code(304).header('etag', etag).header('cache-control', 'private, no-cache').send('');
}

/**
 * Conditional requests for the polling calls that declare `config: { polled: true }` (user.php, chats.php,
 * likes.php): registered before compression, so the tag is of the JSON text and a 304 is never compressed.
 * A tag this instance gave and still trusts (answer-tags.ts) answers 304 before the handler reads anything
 * (decision 0074); otherwise the answer is made and its tag compared and kept.
 */
export function registerRevalidation(app: FastifyInstance, { clock, tags }: RevalidationOptions): void {
  app.decorateRequest('answerSources', null);
  app.decorateRequest('answerTag', null);

  // After the request context's preHandler (which request-context.ts puts first): the viewer and site are known.
  app.addHook('onRoute', (route) => {
    if (route.config?.polled !== true) return;
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      async function answerFromTag(request, reply) {
        const cache = tags();
        const key = tagKey(request, clock);
        if (!cache || !key) return;
        const etag = request.headers['if-none-match'] ? cache.get(key) : undefined;
        if (etag && matches(request.headers['if-none-match'], etag)) return answerUnchanged(reply, etag);
        request.answerTag = { key, stamp: cache.stamp() };
      },
    ];
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // A member's own write (a send, a read, a like, a photo) is seen by their next poll on this instance even
    // before the database's notice comes back.
    if (request.viewer && request.method !== 'GET' && request.method !== 'HEAD')
      tags()?.forgetMember(request.viewer.id);
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !request.routeOptions.config.polled) {
      done(null, payload);
      return;
    }
    const etag = etagOf(request, payload);
    const { answerTag } = request;
    if (answerTag && request.viewer)
      tags()?.keep(answerTag.key, etag, request.viewer.id, request.answerSources ?? [], answerTag.stamp);
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (!matches(request.headers['if-none-match'], etag)) {
      done(null, payload);
      return;
    }
    reply.code(304).removeHeader('content-type');
    done(null, '');
  });
}
