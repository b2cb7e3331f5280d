import type { ProfileTile } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { blockedProfiles } from '../profiles/index.ts';

type BlockDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Blocks another member of the same site. From then on neither sees the other's profile or photos, and every
 * list (search, likes, chats) leaves them out; blocking twice changes nothing.
 */
export async function blockMember(
  deps: BlockDeps,
  site: SiteRow,
  userId: number,
  profileId: number,
): Promise<ProfileTile[]> {
  if (profileId === userId) throw new AppError('cannot_block_self', 400);
  const sql = deps.db.$client;
  const { rowCount } = await sql.query(
    `INSERT INTO blocks (blocker_id, blocked_id, created_at)
     SELECT $1, p.id, $3 FROM profiles p JOIN users u ON u.id = p.id
     WHERE p.id = $2 AND p.site_id = $4 AND u.status <> 'purged'
     ON CONFLICT DO NOTHING`,
    [userId, profileId, deps.clock(), site.id],
  );
  if (!rowCount) {
    const { rows } = await sql.query('SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [
      userId,
      profileId,
    ]);
    if (rows.length === 0) throw new AppError('not_found', 404);
  }
  return blockedProfiles(deps, userId);
}

export async function unblockMember(
  deps: BlockDeps,
  userId: number,
  profileId: number,
): Promise<ProfileTile[]> {
  await deps.db.$client.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [
    userId,
    profileId,
  ]);
  return blockedProfiles(deps, userId);
}
