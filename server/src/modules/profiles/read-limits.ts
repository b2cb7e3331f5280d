import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { LIMITS } from '../../platform/limits.ts';
import { type Counter, enforceRateLimits } from '../../platform/rate-limits.ts';

/**
 * Counts one profile view (member.php) of a visitor per IP address, or of a member per account and, more widely,
 * per IP address (many members share one: offices, mobile carriers), in one statement. Someone browsing never
 * meets the limit; a script counting ids is slowed to it and logged once per window (decision 0028).
 */
export function limitProfileReads(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  reader: { ip: string; viewerId: number | null; log: FastifyBaseLogger },
): Promise<void> {
  const counters: Counter[] =
    reader.viewerId === null
      ? [{ key: `profile-reads-ip:${reader.ip}`, limit: LIMITS.profileReadsPerVisitorIp }]
      : [
          { key: `profile-reads-member:${reader.viewerId}`, limit: LIMITS.profileReadsPerMember },
          { key: `profile-reads-member-ip:${reader.ip}`, limit: LIMITS.profileReadsPerMemberIp },
        ];
  return enforceRateLimits(deps.db.$client, deps.clock, counters, reader.log);
}
