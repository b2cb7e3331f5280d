import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';

export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`SELECT 1`.execute(deps.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
