/**
 * The floor of the framework budget (issue 25, budget 1): the least a Fastify server does to give the features the
 * budget names, with nothing of the product. Fastify with its logger at info (the request not logged, as /healthz
 * is not), a random request id, the cookie and compression plugins registered for every route, and one hook that
 * sets the same security headers the application sends on a JSON answer, with the request id. GET /healthz
 * answers what the application's does. GET /poll is the floor of a polled call (budget 2): the session read from
 * memory by its cookie, a weak ETag, 304 when If-None-Match matches, and one log line per request written without
 * blocking, as the application writes its own (decision 0078). Listens on 127.0.0.1 on a free port and prints it.
 */
import crypto from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import pino from 'pino';

const RESOURCE_HEADERS: Array<[string, string]> = [
  ['content-security-policy', "default-src 'none';frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

const app = Fastify({
  logger: { level: 'info', stream: pino.destination({ sync: false }) },
  disableRequestLogging: true,
  genReqId: () => crypto.randomUUID(),
});
await app.register(fastifyCompress, { global: true, threshold: 1024 });
await app.register(fastifyCookie);
app.addHook('onRequest', (request, reply, done) => {
  for (const [name, value] of RESOURCE_HEADERS) reply.raw.setHeader(name, value);
  reply.raw.setHeader('x-request-id', request.id);
  done();
});
app.get('/healthz', async (_request, reply) => {
  reply.header('cache-control', 'no-store');
  return { status: 'ok' };
});
// The floor's sessions and tags: what the application keeps in memory for a polled call (decision 0068, 0074).
const sessions = new Map<string, number>();
const tags = new Map<number, string>();
app.get('/poll', async (request, reply) => {
  const token = request.cookies['auth.session'];
  if (!token) return reply.code(401).send({ error: 'unauthorized' });
  let member = sessions.get(token);
  if (member === undefined) {
    member = sessions.size + 1;
    sessions.set(token, member);
  }
  reply.header('cache-control', 'private, no-cache');
  const known = tags.get(member);
  if (known && request.headers['if-none-match'] === known)
    return reply.header('etag', known).code(304).send();
  const body = JSON.stringify({ member, credits: 10, unread: 0 });
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  tags.set(member, etag);
  return reply.header('etag', etag).type('application/json').send(body);
});
app.addHook('onResponse', (request, reply, done) => {
  if (request.url === '/poll')
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  done();
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
