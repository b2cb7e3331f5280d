import type { FastifyInstance, FastifySchema } from 'fastify';

export type CataloguedRoute = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, with its schemas: the input fuzz suite walks it, so a new route is fuzzed too. */
    routeCatalogue: CataloguedRoute[];
  }
}

/** Records each route as it is added; registered before any module so it sees them all. */
export function registerRouteCatalogue(app: FastifyInstance): void {
  const routes: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
}
