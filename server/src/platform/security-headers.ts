import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * helmet's security headers (CSP, HSTS, nosniff, frame options …) on every answer. Worked out once at start:
 * @fastify/helmet builds helmet's middleware anew for every request, parsing the CSP again each time (3 % of the
 * server's CPU on a chat send). Set on the raw response, so an answer that takes the socket over (the chat's
 * event stream) carries them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers: Array<[string, string]> = [
    ...helmetHeaders(options),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
