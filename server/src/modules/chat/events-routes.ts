import crypto from 'node:crypto';
import type { ChatEvent } from '@community/contract';
import { typingBodySchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { readSession } from '../../platform/sessions.ts';
import { markOnline, markStreamEnded } from '../presence/index.ts';
import { createChatHub } from './live-events.ts';
import { signalTyping } from './service.ts';

/**
 * A comment line keeps proxies from closing a quiet stream; the session is checked again at the same pace, and
 * the member marked online (decision 0048).
 */
const HEARTBEAT_MS = 25_000;
/**
 * How long the browser waits before it opens an ended stream again (EventSource's `retry`): 3 s plus up to 2 s at
 * random per stream, so that the members of a draining or lost instance do not all reconnect in the same moment.
 */
const RECONNECT_MS = 3_000;
const RECONNECT_SPREAD_MS = 2_000;
/** Streams per member on one instance (tabs, devices); a further one closes the oldest. */
const MAX_STREAMS_PER_MEMBER = 6;

/** Live chat events (decision 0018): GET /api/chat-events.php as Server-Sent Events, POST /api/typing.php. */
export const chatEventsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;
  const member = { access: 'member' } as const;
  const hub = createChatHub(sql, app.log);
  // preClose, not onClose: an open stream is an in-flight request, and the server would wait for it forever.
  app.addHook('preClose', async () => {
    hub.endAll();
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });

  const eventsSchema = {
    description:
      "A text/event-stream of the member's chat events (`data: <ChatEvent JSON>`), opening with `ready`.",
  };
  app.get('/api/chat-events.php', { config: member, schema: eventsSchema }, async (request, reply) => {
    const memberId = request.viewer.id;
    await hub.start();

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    response.write(`retry: ${RECONNECT_MS + crypto.randomInt(RECONNECT_SPREAD_MS)}\n\n`);
    const send = (event: ChatEvent) => {
      response.write(`data: ${JSON.stringify(event)}\n\n`);
    };

    // An open stream means the member is online (decision 0048): marked when it opens and at each heartbeat;
    // its end marks them gone (online until then, unless the page-hidden beacon came first). A failed mark is
    // logged; the stream goes on.
    const mark = (how: typeof markOnline) =>
      how(sql, memberId, deps.clock()).catch((err: unknown) =>
        request.log.warn({ err }, 'presence not recorded'),
      );
    const online = () => mark(markOnline);

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      response.end();
      void mark(markStreamEnded);
    };
    const unsubscribe = hub.subscribe(memberId, { send, end }, MAX_STREAMS_PER_MEMBER);
    const heartbeat = setInterval(async () => {
      // From memory (decision 0074): a session ended anywhere is dropped there, read again, and ends the stream.
      const still = await readSession(sql, deps.clock, request, { fromMemory: true }).catch(() => undefined);
      if (still?.userId !== memberId) return end();
      response.write(': ping\n\n');
      await online();
    }, HEARTBEAT_MS);
    response.on('close', end);
    await online();
    send({ type: 'ready' });
  });

  const typingSchema = {
    body: typingBodySchema,
    response: { 204: z.undefined() },
    errors: { 404: ['not_found'] },
  } as const;
  app.post('/api/typing.php', { config: member, schema: typingSchema }, async (request, reply) => {
    await signalTyping(deps, request.viewer.id, request.body.conversation);
    return reply.status(204).send();
  });
};
