import type { SiteInput } from '@community/contract';
import type { Insertable } from 'kysely';
import type { Sites } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** Every site, for the editor's list. */
export async function findAllSites(sql: Sql) {
  return typed(sql)
    .selectFrom('sites')
    .select(['id', 'domain', 'name', 'domain_language', 'is_default', 'updated_at'])
    .orderBy('domain')
    .execute();
}

/** One site with every column; locked for the transaction's change when `forUpdate`. */
export async function findSiteRow(sql: Sql, id: number, forUpdate = false) {
  let query = typed(sql).selectFrom('sites').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type SiteRecord = NonNullable<Awaited<ReturnType<typeof findSiteRow>>>;

/** The columns of an editor's input (jsonb and arrays as they are: node-postgres serializes them). */
function columnsOf(input: SiteInput): Insertable<Sites> {
  return { ...input, minimum_message_costs: JSON.stringify(input.minimum_message_costs) };
}

export async function updateSiteRow(sql: Sql, id: number, input: SiteInput, now: Date) {
  return typed(sql)
    .updateTable('sites')
    .set({ ...columnsOf(input), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertSiteRow(sql: Sql, input: SiteInput) {
  return typed(sql)
    .insertInto('sites')
    .values({ ...columnsOf(input), is_default: false })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every instance drops its cached sites when this is committed (site-changes.ts listens). */
export async function announceSiteChange(sql: Sql, channel: string, siteId: number): Promise<void> {
  await sql.query('SELECT pg_notify($1, $2)', [channel, String(siteId)]);
}
