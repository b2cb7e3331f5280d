import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const web = path.resolve(import.meta.dirname, '../../web');

/**
 * The stack's floor (web/floor, decision 0071) built with the web app's Vite settings and served as the app serves
 * its build: gzip above 1 KB, the page's `/healthz` query answered, every other address given index.html. Its
 * Lighthouse figures are the least a page on the chosen stack scores, beside the budget's.
 */
export async function serveStackFloor(): Promise<{ base: string; close: () => Promise<void> }> {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'floor/vite.config.ts', '--logLevel', 'warn'],
    { cwd: web, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`the stack floor did not build:\n${built.stderr}`);
  const app = Fastify();
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(fastifyStatic, { root: path.join(web, 'floor/dist'), maxAge: '1y' });
  app.setNotFoundHandler((_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { base: `http://localhost:${port}`, close: () => app.close() };
}
