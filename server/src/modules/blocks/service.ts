import type { ProfileTile } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { blockedProfiles } from '../profiles/index.ts';
import { blockExists, deleteBlock, insertBlock } from './queries.ts';

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
  const stored = await insertBlock(sql, {
    blockerId: userId,
    blockedId: profileId,
    siteId: site.id,
    now: deps.clock(),
  });
  if (!stored && !(await blockExists(sql, userId, profileId))) throw new AppError('not_found', 404);
  return blockedProfiles(deps, userId);
}

export async function unblockMember(
  deps: BlockDeps,
  userId: number,
  profileId: number,
): Promise<ProfileTile[]> {
  await deleteBlock(deps.db.$client, userId, profileId);
  return blockedProfiles(deps, userId);
}
