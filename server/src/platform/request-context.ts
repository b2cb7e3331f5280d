import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteRow } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { LOGIN_ERRORS, mergeErrors, type RouteErrors, SESSION_ERRORS } from './openapi-errors.ts';
import { readSession, type Session } from './sessions.ts';
import type { Sql } from './sql.ts';

/**
 * Who may call a route, declared in its options (`config: { access: 'member' }`), and so what the request carries
 * when the handler runs (decision 0043):
 * - `public`: anyone; the site only, the session cookie is not looked at;
 * - `visitor`: anyone; the site, and the session and viewer when there is one (null for a visitor);
 * - `login`: a member; a visitor gets 403 `login_required`, which asks them to log in (SPEC §6);
 * - `member`: a member; else 403 `authentication_required`, which makes the client log out (SPEC §8);
 * - `moderator`: staff; everyone else gets the 404 of a page that does not exist.
 * A route without `access` gets none of it (probes, mail links, webhooks, reference data).
 */
type Access = 'public' | 'visitor' | 'login' | 'member' | 'moderator';

/** Who is looking: a member with their staff role. */
export type Viewer = { id: number; moderator: boolean };

type SignedIn = 'login' | 'member' | 'moderator';
type AccessOf<Config> = Config extends { access: infer Declared extends Access } ? Declared : undefined;
type SiteFor<Config> = AccessOf<Config> extends Access ? SiteRow : SiteRow | null;
type SessionFor<Config> = AccessOf<Config> extends SignedIn ? Session : Session | null;
type ViewerFor<Config> =
  AccessOf<Config> extends 'moderator'
    ? Viewer & { moderator: true }
    : AccessOf<Config> extends SignedIn
      ? Viewer
      : Viewer | null;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  // The same type parameters as Fastify's own declaration; the route's config decides what is surely there.
  interface FastifyRequest<
    RouteGeneric,
    RawServer,
    RawRequest,
    SchemaCompiler,
    TypeProvider,
    ContextConfig,
    Logger,
    RequestType,
  > {
    /** The site of the request's host: on every route that declares `access`. */
    site: SiteFor<ContextConfig>;
    /** The live session of the cookie: on `visitor` routes when there is one, always on signed-in routes. */
    session: SessionFor<ContextConfig>;
    /** The member of that session and their staff role; null for a visitor. */
    viewer: ViewerFor<ContextConfig>;
  }
}

/** The refusals `access` answers, added to the route's `schema.errors` for the OpenAPI document. */
const ACCESS_ERRORS: Partial<Record<Access, RouteErrors>> = {
  login: LOGIN_ERRORS,
  member: SESSION_ERRORS,
  moderator: { 404: ['not_found'] },
};

const REFUSALS: Partial<Record<Access, () => AppError>> = {
  login: () => new AppError('login_required', 403),
  member: () => new AppError('authentication_required', 403),
  moderator: () => new AppError('not_found', 404),
};

type RequestContextOptions = {
  sql: Sql;
  clock: Clock;
  /** The site a request is for (the sites module's rule: its host), brought in so platform imports no module. */
  siteFor: (request: FastifyRequest) => Promise<SiteRow>;
};

/**
 * Decorates every request with its site, session and viewer, and refuses a caller the route's `access` does not
 * admit. Resolved in a preHandler: after the schemas, so a malformed call answers 400 whoever sends it, and before
 * the handler and its rate limits, as the handlers' own checks did. Registered before the OpenAPI document and the
 * modules, so it sees every route as it is added.
 */
export function registerRequestContext(app: FastifyInstance, options: RequestContextOptions): void {
  app.decorateRequest('site', null);
  app.decorateRequest('session', null);
  app.decorateRequest('viewer', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    const refusals = ACCESS_ERRORS[access];
    if (refusals) route.schema = { ...route.schema, errors: mergeErrors(route.schema?.errors, refusals) };
    route.preHandler = [resolve(access, options), ...[route.preHandler ?? []].flat()];
  });
}

function resolve(access: Access, { sql, clock, siteFor }: RequestContextOptions) {
  return async function resolveRequestContext(request: FastifyRequest): Promise<void> {
    if (access !== 'public') {
      const found = await readSession(sql, clock, request);
      if (found) {
        const { moderator, ...session } = found;
        request.session = session;
        request.viewer = { id: session.userId, moderator };
      }
      const refused = REFUSALS[access];
      if (refused && (!request.viewer || (access === 'moderator' && !request.viewer.moderator)))
        throw refused();
    }
    request.site = await siteFor(request);
  };
}
