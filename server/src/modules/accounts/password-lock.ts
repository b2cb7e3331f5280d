import { normalizeEmail } from '@community/contract';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { hitRateLimit, peekRateLimit } from '../../platform/rate-limits.ts';
import type { Member } from '../members/index.ts';
import type { AccountDeps } from './deps.ts';
import { extendRateLimitWindow } from './queries.ts';

/*
 * The per-address lock-out of SPEC §8, shared by the login and every call that asks a logged-in member for their
 * password (decision 0028).
 */

// Counted per address, whether it has an account or not: the lock itself tells nobody anything.
export const lockKey = (siteId: number, email: string) => `login-fail:${siteId}:${normalizeEmail(email)}`;
const LOCK = LIMITS.loginLock;

function minutesLeft(windowEnds: Date, now: Date): number {
  return Math.max(1, Math.ceil((windowEnds.getTime() - now.getTime()) / 60_000));
}

/** SPEC §8: `account_locked` with the minutes left while the address has 5 failures within 15 minutes. */
export async function refuseWhileLocked(deps: AccountDeps, siteId: number, email: string): Promise<void> {
  const lock = await peekRateLimit(deps.db.$client, deps.clock, lockKey(siteId, email));
  if (lock.hits >= LOCK.max && lock.windowEnds) {
    throw new AppError('account_locked', 429, { minutes: minutesLeft(lock.windowEnds, deps.clock()) });
  }
}

/** One more failure for the address; the one that reaches the limit locks it for the full period. */
export async function countAddressFailure(deps: AccountDeps, siteId: number, email: string): Promise<void> {
  const sql = deps.db.$client;
  const hit = await hitRateLimit(sql, deps.clock, lockKey(siteId, email), LOCK);
  if (hit.hits === LOCK.max) {
    const ends = new Date(deps.clock().getTime() + LOCK.windowSeconds * 1000);
    await extendRateLimitWindow(sql, lockKey(siteId, email), ends);
    throw new AppError('account_locked', 429, { minutes: LOCK.windowSeconds / 60 });
  }
}

/**
 * The password of a logged-in member's own account (password change, e-mail change, deletion), under the same
 * per-address lock-out as the login: guesses with a stolen session and at the login add up.
 */
export async function verifyOwnPassword(
  deps: AccountDeps,
  member: Member,
  password: string,
): Promise<boolean> {
  const { site_id: siteId, email } = member.user;
  await refuseWhileLocked(deps, siteId, email);
  if (await verifyPassword(member.user.password_hash, password)) return true;
  await countAddressFailure(deps, siteId, email);
  return false;
}
