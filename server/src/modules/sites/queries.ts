import { CamelCasePlugin, type Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type NewSite, type SiteRow, snakeCased } from '../../db/schema.ts';
import type { Sites } from '../../db/tables.ts';

/** Sites are read camel-cased (SiteRow), as the rest of the server uses them. */
const camelCase = new CamelCasePlugin();
const sites = (db: Database) => db.withPlugin(camelCase);

export async function findSitesByDomains(db: Database, domains: string[]): Promise<SiteRow[]> {
  if (domains.length === 0) return [];
  const rows = await sites(db).selectFrom('sites').selectAll().where('domain', 'in', domains).execute();
  return rows as unknown as SiteRow[];
}

export async function findDefaultSite(db: Database): Promise<SiteRow | undefined> {
  const row = await sites(db)
    .selectFrom('sites')
    .selectAll()
    .where('is_default', '=', true)
    .executeTakeFirst();
  return row as unknown as SiteRow | undefined;
}

export async function findSiteById(db: Database, id: number): Promise<SiteRow | undefined> {
  const row = await sites(db).selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
  return row as unknown as SiteRow | undefined;
}

export async function insertSite(db: Database, site: NewSite): Promise<SiteRow> {
  const row = await sites(db)
    .insertInto('sites')
    .values(snakeCased<Insertable<Sites>>(site))
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as unknown as SiteRow;
}
