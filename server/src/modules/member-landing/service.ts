import type { ProfileTile } from '@community/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import type { Sql } from '../../platform/sql.ts';
import { presentTile } from '../members/index.ts';
import { findLandingMember, findPublicTeaser, type TeaserRow } from './queries.ts';

type LandingDeps = Pick<AppDeps, 'db' | 'clock'>;

/** A teaser as a visitor sees it: a tile, whose main photo shows only when it is approved and public. */
function presentTeaser(row: TeaserRow): ProfileTile {
  const { main_private, ...tile } = row;
  return presentTile({ ...tile, main_photo: main_private ? null : tile.main_photo });
}

/**
 * The public teaser of a member landing (GET /api/member-teaser.php): 404 `not_found` alike for unknown ids,
 * other sites, anyone not listed, and a member blocked either way with the viewer. Counted per IP address before the read, so a script walking ids is slowed
 * and learns nothing once over the limit.
 */
export async function memberTeaser(
  deps: LandingDeps,
  site: SiteRow,
  asker: { ip: string; viewerId: number | null; log: FastifyBaseLogger },
  id: number,
): Promise<ProfileTile> {
  await enforceRateLimit(
    deps.db.$client,
    deps.clock,
    `member-teaser-ip:${asker.ip}`,
    LIMITS.memberTeasersPerIp,
    asker.log,
  );
  const row = await findPublicTeaser(deps.db.$client, site.id, id, asker.viewerId, deps.clock());
  if (!row) throw new AppError('not_found', 404);
  return presentTeaser(row);
}

/** The member the signed-in member's signup remembered, while they may chat with them; null otherwise. */
export async function landingMember(deps: LandingDeps, userId: number): Promise<ProfileTile | null> {
  const row = await findLandingMember(deps.db.$client, userId, deps.clock());
  return row ? presentTeaser(row) : null;
}

/**
 * Where the activation link leads a member whose signup remembered a member: the chat with them (SPEC §2
 * /members/{id}/chat), while they may still chat; undefined otherwise (then /activate/done).
 */
export async function landingChatPath(sql: Sql, userId: number, now: Date): Promise<string | undefined> {
  const row = await findLandingMember(sql, userId, now);
  return row ? `/members/${row.id}/chat` : undefined;
}
