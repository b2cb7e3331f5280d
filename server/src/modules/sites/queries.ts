import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type NewSite, type SiteRow, sites } from '../../db/schema.ts';

export async function findSitesByDomains(db: Database, domains: string[]): Promise<SiteRow[]> {
  return await db.select().from(sites).where(inArray(sites.domain, domains));
}

export async function findDefaultSite(db: Database): Promise<SiteRow | undefined> {
  const [site] = await db.select().from(sites).where(eq(sites.isDefault, true)).limit(1);
  return site;
}

export async function findSiteById(db: Database, id: number): Promise<SiteRow | undefined> {
  const [site] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  return site;
}

export async function insertSite(db: Database, site: NewSite): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(site).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
