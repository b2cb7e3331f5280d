import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '../../platform/limits.ts';
import { type Counter, enforceRateLimits } from '../../platform/rate-limits.ts';
import type { AccountDeps } from './deps.ts';

/** Who asks whether an address has an account: the IP address, and the session when there is one. */
export type Asker = { ip: string; sessionId?: number | undefined; log?: FastifyBaseLogger | undefined };

/**
 * Every answer that tells whether an address has an account (signup, its step-wise check, e-mail change; SPEC §5
 * wants them to tell) first counts against one limit per IP address and one per session, in one statement, so a
 * script cannot ask about many addresses (decision 0028). 429 rate_limited with Retry-After when over.
 */
export async function limitAddressCheck(deps: AccountDeps, asker: Asker): Promise<void> {
  const counters: Counter[] = [{ key: `address-check-ip:${asker.ip}`, limit: LIMITS.addressChecksPerIp }];
  if (asker.sessionId !== undefined) {
    counters.push({ key: `address-check-session:${asker.sessionId}`, limit: LIMITS.addressChecksPerSession });
  }
  await enforceRateLimits(deps.db.$client, deps.clock, counters, asker.log);
}
