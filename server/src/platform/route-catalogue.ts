import type { FastifyInstance, FastifySchema } from 'fastify';
import { documentedUrl } from './query-flag-routes.ts';

export type CataloguedRoute = {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** Who may call it (request-context.ts), so the suites can call a staff route as staff. */
  access: string | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, with its schemas: the input fuzz suite walks it, so a new route is fuzzed too. */
    routeCatalogue: CataloguedRoute[];
  }
}

/**
 * Records each route as it is added; registered before any module so it sees them all. A route taken by a query
 * flag is named with it (`POST /api/user.php?push=1`), so the suites call it, not its path's plain route.
 */
export function registerRouteCatalogue(app: FastifyInstance): void {
  const routes: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: documentedUrl(route), schema: route.schema, access: route.config?.access });
  });
}
