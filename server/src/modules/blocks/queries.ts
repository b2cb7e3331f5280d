import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/**
 * The member blocks a profile of the site whose account is not purged; answers whether a block was stored now
 * (false also when it stood already).
 */
export async function insertBlock(
  sql: Sql,
  block: { blockerId: number; blockedId: number; siteId: number; now: Date },
): Promise<boolean> {
  const result = await typed(sql)
    .insertInto('blocks')
    .columns(['blocker_id', 'blocked_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.id', 'p.id')
        .select([eb.val(block.blockerId).as('blocker_id'), 'p.id', eb.val(block.now).as('created_at')])
        .where('p.id', '=', block.blockedId)
        .where('p.site_id', '=', block.siteId)
        .where('u.status', '<>', 'purged'),
    )
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) > 0;
}

export async function blockExists(sql: Sql, blockerId: number, blockedId: number): Promise<boolean> {
  const row = await typed(sql)
    .selectFrom('blocks')
    .select((eb) => eb.lit(1).as('one'))
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteBlock(sql: Sql, blockerId: number, blockedId: number): Promise<void> {
  await typed(sql)
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** The profiles the member blocked, and when (not who blocked the member: that is the other member's). */
export async function exportBlocks(sql: Sql, memberId: number) {
  return await typed(sql)
    .selectFrom('blocks')
    .select(['blocked_id as profile_id', 'created_at'])
    .where('blocker_id', '=', memberId)
    .orderBy('created_at')
    .execute();
}

/** Blocks either way: nothing of the member remains. */
export async function purgeBlocks(sql: Sql, memberId: number): Promise<void> {
  await typed(sql)
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', memberId), eb('blocked_id', '=', memberId)]))
    .execute();
}
