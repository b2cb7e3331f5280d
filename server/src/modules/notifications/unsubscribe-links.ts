import crypto from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '@community/contract';
import { serverSecret } from '../../platform/secrets.ts';
import type { Sql } from '../../platform/sql.ts';

const SECRET_NAME = 'unsubscribe-links';

const sign = (secret: Buffer, payload: string) =>
  crypto.createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);

/**
 * The token of a notification mail's unsubscribe links: the member and the mail's type, signed with a server
 * secret, so it needs no row, works from any instance and never expires (an old mail's link still works, as
 * RFC 8058 expects). `<member id>.<type index>.<signature>`.
 */
export async function unsubscribeToken(sql: Sql, userId: number, type: NotificationType): Promise<string> {
  const payload = `${userId}.${NOTIFICATION_TYPES.indexOf(type)}`;
  return `${payload}.${sign(await serverSecret(sql, SECRET_NAME), payload)}`;
}

/** The member and type a token names, or null when it is not one of ours (altered, or made up). */
export async function readUnsubscribeToken(
  sql: Sql,
  token: string,
): Promise<{ userId: number; type: NotificationType } | null> {
  const match = /^([1-9][0-9]{0,15})\.([0-9]{1,2})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, id, index, signature] = match as unknown as [string, string, string, string];
  const type = NOTIFICATION_TYPES[Number(index)];
  if (!type) return null;
  const expected = Buffer.from(sign(await serverSecret(sql, SECRET_NAME), `${id}.${index}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { userId: Number(id), type };
}

/**
 * The two links of a notification mail (`origin` as linkOrigin gives it): `oneClick` for the List-Unsubscribe
 * header (RFC 8058: a POST with `List-Unsubscribe=One-Click` unsubscribes, a GET changes nothing), `page` for the
 * visible link (the notifications page, which unsubscribes with one click and says so).
 */
export async function unsubscribeUrls(
  sql: Sql,
  origin: string,
  userId: number,
  type: NotificationType,
): Promise<{ oneClick: string; page: string }> {
  const token = await unsubscribeToken(sql, userId, type);
  return {
    oneClick: `${origin}/api/unsubscribe.php?token=${token}`,
    page: `${origin}/notifications?unsubscribe=${token}`,
  };
}
