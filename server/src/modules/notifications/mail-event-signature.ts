import crypto from 'node:crypto';

/** The header the operator's mail service (or its relay) signs each call with: `t=<unix seconds>,v1=<hex>`. */
export const MAIL_EVENTS_SIGNATURE_HEADER = 'x-mail-events-signature';
/** How far a signature's time may be from the server's clock, either way: a captured call replays no later. */
const TOLERANCE_SECONDS = 300;
const HEADER_PATTERN = /^t=([0-9]{1,12}),v1=([0-9a-f]{64})$/;

const hmac = (secret: string, timestamp: string, body: string) =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();

/** The header value for `body` sent at `timestamp` (unix seconds): HMAC-SHA256 of `<timestamp>.<body>`, hex. */
export function signMailEvents(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, String(timestamp), body).toString('hex')}`;
}

type Verdict = 'ok' | 'missing' | 'stale' | 'wrong';

/**
 * Whether the header is well-formed and its time within five minutes of `now` and, when `body` is given,
 * signs exactly that raw body with the secret (compared in constant time). Without the body it answers the
 * first part only, so a call can be refused before its body is read.
 */
export function checkMailEventsSignature(
  secret: string,
  header: string | string[] | undefined,
  now: Date,
  body?: string,
): Verdict {
  const match = typeof header === 'string' ? HEADER_PATTERN.exec(header) : null;
  if (!match) return 'missing';
  const [, timestamp, digest] = match as unknown as [string, string, string];
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return 'stale';
  if (body === undefined) return 'ok';
  return crypto.timingSafeEqual(hmac(secret, timestamp, body), Buffer.from(digest, 'hex')) ? 'ok' : 'wrong';
}
