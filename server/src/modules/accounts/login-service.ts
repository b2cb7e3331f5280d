import { normalizeEmail } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit } from '../../platform/rate-limits.ts';
import { createSession } from '../../platform/sessions.ts';
import { reactivationVars } from './deletion-service.ts';
import type { AccountDeps } from './deps.ts';
import { issueLink, mailLink } from './links.ts';
import { findMemberByEmail, type Member } from './queries.ts';

/** SPEC §8 lock-out: 5 failures for one address within 15 minutes lock it for 15 minutes. */
export const LOGIN_LOCK = { failures: 5, minutes: 15 };
/** Password spraying: 30 failures from one IP address within 15 minutes. */
const LOGIN_IP_LIMIT = { failures: 30, minutes: 15 };
const REACTIVATION_MAILS_PER_DAY = 3;

// Counted per address, whether it has an account or not: the lock itself tells nobody anything.
export const lockKey = (siteId: number, email: string) => `login-fail:${siteId}:${normalizeEmail(email)}`;
const ipKey = (ip: string) => `login-fail-ip:${ip}`;

function minutesLeft(windowEnds: Date, now: Date): number {
  return Math.max(1, Math.ceil((windowEnds.getTime() - now.getTime()) / 60_000));
}

async function recordFailure(deps: AccountDeps, siteId: number, email: string, ip: string): Promise<void> {
  const sql = deps.db.$client;
  await hitRateLimit(sql, deps.clock, ipKey(ip), {
    max: LOGIN_IP_LIMIT.failures,
    windowSeconds: LOGIN_IP_LIMIT.minutes * 60,
  });
  const hit = await hitRateLimit(sql, deps.clock, lockKey(siteId, email), {
    max: LOGIN_LOCK.failures,
    windowSeconds: LOGIN_LOCK.minutes * 60,
  });
  if (hit.hits === LOGIN_LOCK.failures) {
    // The lock runs for the full period from the failure that set it.
    const ends = new Date(deps.clock().getTime() + LOGIN_LOCK.minutes * 60_000);
    await sql.query('UPDATE rate_limits SET window_ends = $2 WHERE key = $1', [lockKey(siteId, email), ends]);
    throw new AppError('account_locked', 429, { minutes: LOGIN_LOCK.minutes });
  }
}

/**
 * Checks the password and opens a session. An unknown address costs the same password verification as a
 * known one and answers the same way, so neither timing nor answers tell whether an address has an account.
 */
export async function login(
  deps: AccountDeps,
  site: SiteRow,
  ip: string,
  email: string,
  password: string,
): Promise<{ member: Member; sessionToken: string }> {
  const sql = deps.db.$client;
  const now = deps.clock();
  const ipCount = await peekRateLimit(sql, deps.clock, ipKey(ip));
  if (ipCount.hits >= LOGIN_IP_LIMIT.failures) throw new AppError('rate_limited', 429);
  const lock = await peekRateLimit(sql, deps.clock, lockKey(site.id, email));
  if (lock.hits >= LOGIN_LOCK.failures && lock.windowEnds) {
    throw new AppError('account_locked', 429, { minutes: minutesLeft(lock.windowEnds, now) });
  }

  const member = await findMemberByEmail(sql, site.id, normalizeEmail(email));
  const matches = await verifyPassword(member?.user.password_hash, password);
  if (!member || !matches) {
    await recordFailure(deps, site.id, email, ip);
    throw new AppError('login_failed', 401);
  }
  await clearRateLimit(sql, lockKey(site.id, email));
  if (member.user.status === 'deleted') {
    await sendReactivationMail(deps, site, member);
    throw new AppError('account_deleted', 403);
  }
  const sessionToken = await createSession(sql, deps.clock, member.user.id);
  return { member, sessionToken };
}

/** The reactivation link again, for a deleted member who proved their password (at most 3 a day). */
async function sendReactivationMail(deps: AccountDeps, site: SiteRow, member: Member): Promise<void> {
  const limit = await hitRateLimit(deps.db.$client, deps.clock, `reactivation-mail:${member.user.id}`, {
    max: REACTIVATION_MAILS_PER_DAY,
    windowSeconds: 86_400,
  });
  if (!limit.allowed) return;
  const link = await issueLink(deps, deps.db.$client, site, member.user.id, 'reactivation');
  await mailLink(deps, site, member, 'reactivation', link, { vars: reactivationVars(deps, member) });
}
