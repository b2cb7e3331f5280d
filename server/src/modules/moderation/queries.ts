import type { PhotoRejectReason } from '@community/contract';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** Photos of a site waiting for a decision, oldest first, with their owner; at most `limit`. */
export async function findInspectionQueue(sql: Sql, siteId: number, limit: number) {
  return typed(sql)
    .selectFrom('photos as ph')
    .innerJoin('profiles as p', 'p.id', 'ph.user_id')
    .select(['ph.id', 'ph.file_key', 'ph.created_at', 'p.id as owner_id', 'p.name as owner_name'])
    .where('ph.status', '=', 'inspection')
    .where('p.site_id', '=', siteId)
    .orderBy('ph.id')
    .limit(limit)
    .execute();
}

/** How many photos of a site wait for a decision, and since when the oldest waits. */
export async function countInspectionQueue(
  sql: Sql,
  siteId: number,
): Promise<{ open: number; oldest_at: Date | null }> {
  const row = await typed(sql)
    .selectFrom('photos as ph')
    .innerJoin('profiles as p', 'p.id', 'ph.user_id')
    .select((eb) => [eb.fn.countAll<string>().as('open'), eb.fn.min('ph.created_at').as('oldest_at')])
    .where('ph.status', '=', 'inspection')
    .where('p.site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), oldest_at: row.oldest_at ?? null };
}

/**
 * Records a moderator's decision on a photo of the site still in inspection; answers its owner, or undefined
 * when the photo is not waiting (decided already, another site, gone).
 */
export async function decideInspectedPhoto(
  sql: Sql,
  decision: {
    photoId: number;
    siteId: number;
    moderatorId: number;
    now: Date;
    status: 'active' | 'rejected';
    rejectReason: PhotoRejectReason | null;
  },
): Promise<number | undefined> {
  const row = await typed(sql)
    .updateTable('photos as ph')
    .from('profiles as p')
    .set({
      status: decision.status,
      reject_reason: decision.rejectReason,
      reviewed_at: decision.now,
      reviewed_by: decision.moderatorId,
    })
    .where('ph.id', '=', decision.photoId)
    .whereRef('p.id', '=', 'ph.user_id')
    .where('p.site_id', '=', decision.siteId)
    .where('ph.status', '=', 'inspection')
    .returning('ph.user_id')
    .executeTakeFirst();
  return row?.user_id;
}
