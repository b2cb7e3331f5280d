/**
 * The stack's floor (web/floor, decision 0071), served as the app serves its build: gzip above 1 KB, the page's
 * `/healthz` query answered, every other address given index.html. Run in a process of its own
 * (app-process.ts startStackFloorSite, after building it), so that Lighthouse, which the bench waits for, is
 * answered. Listens on 127.0.0.1 on a free port and prints it.
 */
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const app = Fastify();
await app.register(fastifyCompress, { global: true, threshold: 1024 });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.register(fastifyStatic, {
  root: path.resolve(import.meta.dirname, '../../web/floor/dist'),
  maxAge: '1y',
});
app.setNotFoundHandler((_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
