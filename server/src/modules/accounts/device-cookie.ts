import crypto from 'node:crypto';
import { AUTH_COOKIE_PREFIX } from '@community/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverSecret } from '../../platform/secrets.ts';
import type { Sql } from '../../platform/sql.ts';

/**
 * OWASP's device cookie (decision 0028): a browser that logged in to an account before proves it at the next
 * login, and is not refused because of other people's failures from the same IP address. `<user id>.<nonce>.<HMAC>`
 * signed with a server secret, so nobody can make one for an account they never logged in to.
 */
const DEVICE_COOKIE = `${AUTH_COOKIE_PREFIX}device`;
// Sent only with the login call (POST /api/user.php).
const DEVICE_COOKIE_PATH = '/api/user.php';
const DEVICE_COOKIE_DAYS = 365;
const SECRET_NAME = 'device-cookie';

export type Device = { userId: number; nonce: string };

const sign = (secret: Buffer, payload: string) =>
  crypto.createHmac('sha256', secret).update(payload).digest('base64url');

/** A new device cookie's value for the member who just logged in. */
export async function newDeviceToken(sql: Sql, userId: number): Promise<string> {
  const payload = `${userId}.${crypto.randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(await serverSecret(sql, SECRET_NAME), payload)}`;
}

/** The request's device cookie when its signature holds; undefined otherwise. */
export async function readDevice(sql: Sql, request: FastifyRequest): Promise<Device | undefined> {
  const value = request.cookies[DEVICE_COOKIE];
  const match =
    value && value.length < 200 ? /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return undefined;
  const [, userId, nonce, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(await serverSecret(sql, SECRET_NAME), `${userId}.${nonce}`));
  if (!crypto.timingSafeEqual(expected, Buffer.from(mac))) return undefined;
  return { userId: Number(userId), nonce };
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
    sameSite: 'lax',
    httpOnly: true,
    secure: request.protocol === 'https',
  });
}
