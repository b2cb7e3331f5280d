/**
 * The reference of the framework and polling budgets: a bare Fastify hello-world (the Fastify the server runs, one
 * JSON route, no plugins, no logger) in a process of its own. Listens on 127.0.0.1 on a free port and prints it.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
