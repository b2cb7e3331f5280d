import type { NotificationType } from '@community/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { hitRateLimit, rateLimited } from '../../platform/rate-limits.ts';
import { addDisabledNotification } from './feedback-queries.ts';
import { readUnsubscribeToken } from './unsubscribe-links.ts';

/**
 * The one-click unsubscribe of a notification mail (RFC 8058): the signed token names the member and the type, and
 * is all the authority the call needs (no cookie; a mail provider posts it from its own servers). Only refused
 * tokens count against the caller's IP address, and a good token is never refused: the providers post every
 * member's unsubscribe from a few shared addresses, and one sender of bad links must not block the others.
 */
export async function unsubscribeByToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
  ip: string,
): Promise<NotificationType> {
  const sql = deps.db.$client;
  const named = await readUnsubscribeToken(sql, token);
  if (!named) {
    const failures = await hitRateLimit(
      sql,
      deps.clock,
      `unsubscribe-fail-ip:${ip}`,
      LIMITS.unsubscribeFailuresPerIp,
    );
    if (!failures.allowed) throw rateLimited(failures.windowEnds, deps.clock());
    throw new AppError('unsubscribe_link_invalid', 400);
  }
  await addDisabledNotification(sql, named.userId, named.type, deps.clock());
  return named.type;
}
