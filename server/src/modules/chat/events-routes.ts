import type { ChatEvent } from '@community/contract';
import { typingBodySchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors, SESSION_ERRORS } from '../../platform/openapi-errors.ts';
import { readSession, requireSession } from '../../platform/sessions.ts';
import { createChatHub } from './live-events.ts';
import { signalTyping } from './service.ts';

/** A comment line keeps proxies from closing a quiet stream; the session is checked again at the same pace. */
const HEARTBEAT_MS = 25_000;
/** Streams per member on one instance (tabs, devices); a further one closes the oldest. */
const MAX_STREAMS_PER_MEMBER = 6;

/** Live chat events (decision 0018): GET /api/chat-events.php as Server-Sent Events, POST /api/typing.php. */
export const chatEventsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sql = deps.db.$client;
  const hub = createChatHub(sql, app.log);
  // preClose, not onClose: an open stream is an in-flight request, and the server would wait for it forever.
  app.addHook('preClose', async () => {
    hub.endAll();
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });

  const eventsSchema = {
    errors: SESSION_ERRORS,
    description:
      "A text/event-stream of the member's chat events (`data: <ChatEvent JSON>`), opening with `ready`.",
  };
  app.get('/api/chat-events.php', { schema: eventsSchema }, async (request, reply) => {
    const session = await requireSession(sql, deps.clock, request);
    await hub.start();

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    response.write('retry: 3000\n\n');
    const send = (event: ChatEvent) => {
      response.write(`data: ${JSON.stringify(event)}\n\n`);
    };

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      response.end();
    };
    const unsubscribe = hub.subscribe(session.userId, { send, end }, MAX_STREAMS_PER_MEMBER);
    const heartbeat = setInterval(async () => {
      const still = await readSession(sql, deps.clock, request).catch(() => undefined);
      if (still?.userId !== session.userId) return end();
      response.write(': ping\n\n');
    }, HEARTBEAT_MS);
    response.on('close', end);
    send({ type: 'ready' });
  });

  const typingSchema = {
    body: typingBodySchema,
    response: { 204: z.undefined() },
    errors: mergeErrors(SESSION_ERRORS, { 404: ['not_found'] }),
  };
  app.post('/api/typing.php', { schema: typingSchema }, async (request, reply) => {
    const session = await requireSession(sql, deps.clock, request);
    await signalTyping(deps, session.userId, request.body.conversation);
    return reply.status(204).send();
  });
};
