import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * GET calls that change something: SPEC §7 makes logout and auto-like GETs, the event stream records delivered
 * receipts, and opening a profile clears its new-like flag. Only the site's own pages call them, so they are
 * refused to any other page and to a link opened from elsewhere (a mail, another site, the address bar). HEAD runs
 * the same handler, so it is refused alike. The links in mails (activation, one-time sign-in) are not here: their
 * single-use token is the proof, and they must work when a mail program or a webmail site opens them.
 */
export const EFFECTFUL_GETS: ReadonlySet<string> = new Set([
  '/api/logout.php',
  '/api/auto-like.php',
  '/api/chat-events.php',
  '/api/member.php',
]);

/**
 * State-changing calls that other sites may make: the one-click unsubscribe of a notification mail (RFC 8058),
 * which mail providers post from their servers or their webmail's origin, without cookies. Its signed token is
 * the authority, never the session, so a forged call can only do what the token's own mail offered.
 */
export const CROSS_SITE_POSTS: ReadonlySet<string> = new Set(['/api/unsubscribe.php']);

function foreignHost(url: string | undefined, host: string): boolean {
  if (!url || url === 'null') return url === 'null';
  try {
    return new URL(url).host !== host;
  } catch {
    return true;
  }
}

/** A call another site's page (or a navigation from another site) made: the member's browser says so. */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  // A form the site's own page posts sends `Origin: null` under helmet's `Referrer-Policy: no-referrer`; the
  // browser's same-origin says more than that null.
  if (fetchSite === 'same-origin') return false;
  return foreignHost(request.headers.origin, request.host);
}

/** An effectful GET is served only to the site's own pages; browsers without Sec-Fetch-Site are judged by Referer. */
function isFromOwnPage(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  return (
    !foreignHost(request.headers.origin, request.host) && !foreignHost(request.headers.referer, request.host)
  );
}

/**
 * The route's own address, or undefined when the request reached no route. Judged on what the router matched, so
 * `/%61pi/logout.php` (which the router decodes to /api/logout.php) is the logout route here too.
 */
function matchedRoute(request: FastifyRequest): string | undefined {
  return request.is404 ? undefined : request.routeOptions.url;
}

/** The path as sent, before the router's decoding. */
function rawPath(request: FastifyRequest): string {
  const url = request.raw.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Cross-site request forgery guard for every state-changing call: browsers send Sec-Fetch-Site and Origin
 * with them, and a page on another site cannot forge either. The SameSite=Lax cookie is the second wall.
 * It runs after routing, on the route the router chose, and an API call has one spelling only: a fixed /api
 * route reached through percent-escapes (`/%61pi/…`, `logout%2Ephp`) is answered 404 like any unknown address.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => done(crossSiteRefusal(request)));
}

/** Why the guard refuses the request, or undefined when it passes. */
function crossSiteRefusal(request: FastifyRequest): AppError | undefined {
  const route = matchedRoute(request);
  if (route === undefined) return undefined;
  if (route.startsWith('/api/') && !route.includes(':') && rawPath(request) !== route) {
    return new AppError('not_found', 404);
  }
  if (EFFECTFUL_GETS.has(route)) {
    if (!isFromOwnPage(request)) return new AppError('cross_site_refused', 403);
  } else if (!SAFE_METHODS.has(request.method) && !CROSS_SITE_POSTS.has(route) && isCrossSite(request)) {
    return new AppError('cross_site_refused', 403);
  }
  return undefined;
}
