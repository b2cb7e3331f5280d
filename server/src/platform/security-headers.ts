import type { IncomingMessage, ServerResponse } from 'node:http';
import { PHOTO_PATH } from '@community/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for `options`: they depend on the options only, not on the request. */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * The browser features the web app may use: geolocation on its own pages (the location settings' "use my
 * location"), and autoplay of its own muted lander video (decision 0062), nothing else; photos are picked with a
 * file input, which needs no camera permission. Embedded frames get none (frame-ancestors already forbids framing
 * the site itself).
 */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'autoplay=(self)',
  ...[
    'accelerometer',
    'bluetooth',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gamepad',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'web-share',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** Hosts added to a page's content security policy, per directive (a site's consented tags, decision 0065). */
export type CspHosts = Partial<
  Record<'script-src' | 'connect-src' | 'img-src' | 'font-src' | 'frame-src', string[]>
>;

const camelCased = (directive: string) =>
  directive.replace(/-([a-z])/g, (_all, c: string) => c.toUpperCase());

/**
 * The content security policy of `options` with `extra` hosts added to their directives (a directive the policy
 * lacks starts from its default-src). Worked out once per distinct set of hosts: a site's tags and a visitor's
 * consent make only a handful.
 */
export function contentSecurityPolicyWith(options: HelmetOptions, extra: CspHosts): string | undefined {
  const key = JSON.stringify(extra);
  const known = extendedPolicies.get(options)?.get(key);
  if (known) return known;
  const csp = options.contentSecurityPolicy;
  // The policy's directives are lists of strings (app.ts); helmet's type allows more than we use.
  const directives = { ...(typeof csp === 'object' ? csp.directives : {}) } as Record<
    string,
    string[] | null
  >;
  const defaults = directives.defaultSrc ?? ["'self'"];
  for (const [directive, hosts] of Object.entries(extra)) {
    const name = camelCased(directive);
    directives[name] = [...new Set([...(directives[name] ?? defaults), ...(hosts ?? [])])];
  }
  const policy = new Map(
    helmetHeaders({
      ...options,
      contentSecurityPolicy: { ...(typeof csp === 'object' ? csp : {}), directives },
    }),
  ).get('content-security-policy');
  if (!policy) return undefined;
  const byHosts = extendedPolicies.get(options) ?? new Map<string, string>();
  if (byHosts.size > 100) byHosts.clear();
  byHosts.set(key, policy);
  extendedPolicies.set(options, byHosts);
  return policy;
}
const extendedPolicies = new WeakMap<HelmetOptions, Map<string, string>>();

/**
 * Answers that are never a document: the API's JSON and event stream, photos and chat images, the health checks.
 * A browser never renders them as a page, so the headers that only steer a document (its scripts' sources, its
 * browser features, its opener, frames it may hold) are left off; each such answer still forbids everything if it
 * were opened as one (`default-src 'none'`), sniffing, framing and reading from other sites.
 */
const RESOURCE_PREFIXES = ['/api/', `${PHOTO_PATH}/`, '/chat-images/', '/healthz', '/readyz'];

const isResource = (url: string) => RESOURCE_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The headers of a resource answer: helmet's own for a policy that allows nothing (options' HSTS kept). */
function resourceHeaders(options: HelmetOptions): Array<[string, string]> {
  const kept = new Set([
    'content-security-policy',
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
  ]);
  return helmetHeaders({
    ...options,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
  } as HelmetOptions).filter(([name]) => kept.has(name));
}

/**
 * helmet's security headers (CSP, HSTS, nosniff, frame options …) and the request id on every answer; documents
 * get the full set, resources (isResource) the part that means something for them, about a fifth of the bytes
 * (issue 25: writing the headers was the largest part of a polled call's time). Worked out once at start:
 * @fastify/helmet builds helmet's middleware anew for every request, parsing the CSP again each time (3 % of the
 * server's CPU on a chat send). Set on the raw response, so an answer that takes the socket over (the chat's
 * event stream) carries them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const documentHeaders: Array<[string, string]> = [
    ...helmetHeaders(options),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  const resource = resourceHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isResource(request.url) ? resource : documentHeaders;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // The request's id, which its log line carries, for a member or operator reporting a problem.
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
}
