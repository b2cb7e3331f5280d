import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit, rateLimited } from '../../platform/rate-limits.ts';
import type { SignIn } from './second-factor-service.ts';

/*
 * Guessing codes (decision 0054): wrong codes count per staff account and per IP address. The fifth wrong code of
 * an account within 15 minutes locks its step until those minutes are over (`second_factor_locked` with the
 * minutes left), and the lock-out is written to the audit log; an address with too many wrong codes over all
 * accounts gets `rate_limited`. A right code clears the account's count.
 */

type LockDeps = Pick<AppDeps, 'db' | 'clock'>;
const ACCOUNT = LIMITS.secondFactorFailuresPerAccount;
const IP = LIMITS.secondFactorFailuresPerIp;
const accountKey = (userId: number) => `staff-2fa:${userId}`;
const ipKey = (ip: string) => `staff-2fa-ip:${ip}`;

function locked(windowEnds: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((windowEnds.getTime() - now.getTime()) / 60_000));
  return new AppError('second_factor_locked', 429, { minutes });
}

/** Refuses before any code is checked while the account is locked or the address has guessed too often. */
export async function refuseWhileLocked(deps: LockDeps, signIn: SignIn): Promise<void> {
  const sql = deps.db.$client;
  const account = await peekRateLimit(sql, deps.clock, accountKey(signIn.userId));
  if (account.hits >= ACCOUNT.max && account.windowEnds) throw locked(account.windowEnds, deps.clock());
  const ip = await peekRateLimit(sql, deps.clock, ipKey(signIn.ip));
  if (ip.hits >= IP.max && ip.windowEnds) throw rateLimited(ip.windowEnds, deps.clock());
}

/** Counts a wrong code and refuses it: `second_factor_invalid`, or the lock-out on the account's last guess. */
export async function countSecondFactorFailure(deps: LockDeps, signIn: SignIn): Promise<never> {
  const sql = deps.db.$client;
  const account = await hitRateLimit(sql, deps.clock, accountKey(signIn.userId), ACCOUNT);
  await hitRateLimit(sql, deps.clock, ipKey(signIn.ip), IP);
  if (account.hits === ACCOUNT.max) {
    signIn.log.warn({ staffId: signIn.userId }, 'second factor locked after wrong codes');
    await signIn.audit.record(sql, {
      action: 'second_factor.lockout',
      targetType: 'staff',
      targetId: signIn.userId,
      after: { failures: account.hits, locked_until: account.windowEnds.toISOString() },
    });
    throw locked(account.windowEnds, deps.clock());
  }
  throw new AppError('second_factor_invalid', 400);
}

export async function clearSecondFactorFailures(deps: LockDeps, signIn: SignIn): Promise<void> {
  await clearRateLimit(deps.db.$client, accountKey(signIn.userId));
}
