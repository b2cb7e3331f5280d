import type { StaffRole } from '@community/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteRow } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { LOGIN_ERRORS, mergeErrors, type RouteErrors, SESSION_ERRORS } from './openapi-errors.ts';
import { readSession, readSessionRestriction, type Session, type StaffStanding } from './sessions.ts';
import type { Sql } from './sql.ts';

/**
 * Who may call a route, declared in its options (`config: { access: 'member' }`), and so what the request carries
 * when the handler runs (decision 0043):
 * - `public`: anyone; the site only, the session cookie is not looked at;
 * - `visitor`: anyone; the site, and the session and viewer when there is one (null for a visitor);
 * - `login`: a member; a visitor gets 403 `login_required`, which asks them to log in (SPEC §6);
 * - `member`: a member; else 403 `authentication_required`, which makes the client log out (SPEC §8);
 * - `staff-login`: a member with a staff role, second factor confirmed or not (the back office's own sign-in
 *   calls); anyone else gets 403 `staff_only` and nothing more (decision 0053);
 * - `staff`: a moderator or administrator whose session confirmed the second factor and has not timed out; a staff
 *   member without that gets 403 `second_factor_required`, anyone else 403 `staff_only`;
 * - `administrator`: as `staff`, for administrators only; a moderator gets 403 `staff_only`.
 * A route without `access` gets none of it (probes, mail links, webhooks, reference data).
 */
type Access = 'public' | 'visitor' | 'login' | 'member' | StaffAccess;
type StaffAccess = 'staff-login' | 'staff' | 'administrator';

/**
 * Who is looking: a member, with their staff role when the session is a confirmed staff session (null otherwise,
 * so an unconfirmed staff session sees what any member sees).
 */
export type Viewer = { id: number; moderator: boolean; staffRole: StaffRole | null };

type SignedIn = 'login' | 'member' | StaffAccess;
type AccessOf<Config> = Config extends { access: infer Declared extends Access } ? Declared : undefined;
type SiteFor<Config> = AccessOf<Config> extends Access ? SiteRow : SiteRow | null;
type SessionFor<Config> = AccessOf<Config> extends SignedIn ? Session : Session | null;
type ViewerFor<Config> =
  AccessOf<Config> extends 'staff' | 'administrator'
    ? Viewer & { moderator: true; staffRole: StaffRole }
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
    /** The session's staff standing: on every signed-in request (the back office's own calls read it). */
    staff: StaffStanding | null;
  }
}

/** The refusals `access` answers, added to the route's `schema.errors` for the OpenAPI document. */
/** The restricted-member refusals of signed-in calls, for a route that checks its session itself (the chat send). */
export const RESTRICTED_ERRORS: RouteErrors = { 403: ['account_banned', 'account_suspended'] };

const ACCESS_ERRORS: Partial<Record<Access, RouteErrors>> = {
  login: mergeErrors(LOGIN_ERRORS, RESTRICTED_ERRORS),
  member: mergeErrors(SESSION_ERRORS, RESTRICTED_ERRORS),
  'staff-login': mergeErrors({ 403: ['staff_only'] }, RESTRICTED_ERRORS),
  staff: mergeErrors({ 403: ['staff_only', 'second_factor_required'] }, RESTRICTED_ERRORS),
  administrator: mergeErrors({ 403: ['staff_only', 'second_factor_required'] }, RESTRICTED_ERRORS),
};

const REFUSALS: Partial<Record<Access, () => AppError>> = {
  login: () => new AppError('login_required', 403),
  member: () => new AppError('authentication_required', 403),
};

/** The refusal of a staff route for this caller, or undefined when they may call it. */
function staffRefusal(access: StaffAccess, standing: StaffStanding | null): AppError | undefined {
  const staffOnly = new AppError('staff_only', 403);
  if (!standing?.staffRole) return staffOnly;
  if (access === 'staff-login') return undefined;
  if (access === 'administrator' && standing.staffRole !== 'administrator') return staffOnly;
  return standing.staffUntil ? undefined : new AppError('second_factor_required', 403);
}

function isStaffAccess(access: Access): access is StaffAccess {
  return access === 'staff-login' || access === 'staff' || access === 'administrator';
}

/**
 * 403 account_banned or account_suspended (with `until`) when the request's cookie is a session of a member staff
 * banned or suspended (decision 0056); undefined otherwise.
 */
export async function restrictionRefusal(
  sql: Sql,
  clock: Clock,
  request: FastifyRequest,
): Promise<AppError | undefined> {
  const restriction = await readSessionRestriction(sql, clock, request);
  if (restriction?.status === 'banned') return new AppError('account_banned', 403);
  if (restriction) return new AppError('account_suspended', 403, { until: restriction.until.toISOString() });
  return undefined;
}

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
  app.decorateRequest('staff', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    const refusals = ACCESS_ERRORS[access];
    if (refusals) route.schema = { ...route.schema, errors: mergeErrors(route.schema?.errors, refusals) };
    // A call that reads may take its session from memory (decision 0068; all reads since 0074): the same rules as
    // a poll's, so a session ended anywhere is refused as soon as the database's notice arrives.
    const methods = [route.method].flat();
    const fromMemory =
      route.config?.polled === true || methods.every((method) => method === 'GET' || method === 'HEAD');
    route.preHandler = [resolve(access, options, fromMemory), ...[route.preHandler ?? []].flat()];
  });
}

/** `fromMemory`: a call that only reads, whose session may come from the session cache (decision 0068). */
function resolve(access: Access, { sql, clock, siteFor }: RequestContextOptions, fromMemory: boolean) {
  return async function resolveRequestContext(request: FastifyRequest): Promise<void> {
    if (access !== 'public') {
      const found = await readSession(sql, clock, request, { fromMemory });
      if (found) {
        const { staffRole, staffUntil, ...session } = found;
        const confirmedRole = staffUntil ? staffRole : null;
        request.session = session;
        request.staff = { staffRole, staffUntil };
        request.viewer = { id: session.userId, moderator: confirmedRole !== null, staffRole: confirmedRole };
      }
      // A suspended or banned member's cookie: every call that needs a member says so (decision 0056).
      if (!found && access !== 'visitor') {
        const restricted = await restrictionRefusal(sql, clock, request);
        if (restricted) throw restricted;
      }
      if (isStaffAccess(access)) {
        const refusal = staffRefusal(access, request.staff);
        if (refusal) throw refusal;
      }
      const refused = REFUSALS[access];
      if (refused && !request.viewer) throw refused();
    }
    request.site = await siteFor(request);
  };
}
