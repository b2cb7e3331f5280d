import type { FastifyInstance } from 'fastify';

/**
 * Some calls of SPEC §7 share a method and path and differ by a query flag: `POST /api/user.php` signs in,
 * `POST /api/user.php?push=1` registers a push subscription. A route with `constraints: { queryFlag: 'push' }`
 * takes the requests whose query has `push=1`; the route without the constraint takes the others. So each call
 * keeps its own module, access rule and body schema, and neither handler looks at the other's flag.
 */
const NAME = 'queryFlag';

/** The flag a route is constrained to, if any. */
function queryFlagOf(route: { constraints?: Record<string, unknown> }): string | undefined {
  const flag = route.constraints?.[NAME];
  return typeof flag === 'string' ? flag : undefined;
}

/** The route's address as the API documents and the tests name it: `/api/user.php?push=1`. */
export function documentedUrl(route: { url: string; constraints?: Record<string, unknown> }): string {
  const flag = queryFlagOf(route);
  return flag ? `${route.url}?${flag}=1` : route.url;
}

/** Registers the `queryFlag` route constraint; before any route uses it. */
export function registerQueryFlagRoutes(app: FastifyInstance): void {
  const flags = new Set<string>();
  app.addHook('onRoute', (route) => {
    const flag = queryFlagOf(route);
    if (flag) flags.add(flag);
  });
  app.addConstraintStrategy({
    name: NAME,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (flag: string) => handlers.get(flag) ?? null,
        set: (flag: string, store: unknown) => {
          handlers.set(flag, store);
        },
      };
    },
    deriveConstraint(request) {
      const url = request.url ?? '';
      const start = url.indexOf('?');
      if (start < 0) return undefined;
      const query = new URLSearchParams(url.slice(start + 1));
      for (const flag of flags) if (query.get(flag) === '1') return flag;
      return undefined;
    },
    // A flagged request on a path with no route for its flag goes to the path's plain route.
    mustMatchWhenDerived: false,
  } as Parameters<FastifyInstance['addConstraintStrategy']>[0]);
}
