import type { Postback } from '@community/contract';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

export async function findSitePostbacks(sql: Sql, siteId: number): Promise<Postback[]> {
  return typed(sql)
    .selectFrom('site_postbacks')
    .select(['network', 'url_template', 'click_id_field'])
    .where('site_id', '=', siteId)
    .orderBy('network')
    .execute() as Promise<Postback[]>;
}

/** Replaces a site's postbacks with `postbacks` (one statement each, in the caller's transaction). */
export async function replaceSitePostbacks(sql: Sql, siteId: number, postbacks: Postback[], now: Date) {
  await typed(sql).deleteFrom('site_postbacks').where('site_id', '=', siteId).execute();
  if (postbacks.length === 0) return;
  await typed(sql)
    .insertInto('site_postbacks')
    .values(postbacks.map((postback) => ({ site_id: siteId, ...postback, updated_at: now })))
    .execute();
}

export async function siteExists(sql: Sql, siteId: number): Promise<boolean> {
  const found = await typed(sql).selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  return !!found;
}
