import type { Database } from '../../db/database.ts';
import type { NewSite, SiteRow } from '../../db/schema.ts';
import { findDefaultSite, findSitesByDomains, insertSite } from './queries.ts';

/** Lowercase host without port and trailing dot. */
export function normalizeHost(host: string | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The site of a request host: the exact domain, else the domain without `www.`, else the default site. */
export async function siteForHost(db: Database, host: string | undefined): Promise<SiteRow> {
  const domain = normalizeHost(host);
  const candidates = domain.startsWith('www.') ? [domain, domain.slice(4)] : [domain];
  const matches = domain ? await findSitesByDomains(db, candidates) : [];
  const match = candidates
    .map((candidate) => matches.find((site) => site.domain === candidate))
    .find(Boolean);
  if (match) return match;
  const fallback = await findDefaultSite(db);
  if (!fallback) throw new Error('No default site: the database was not seeded');
  return fallback;
}

export async function createSite(db: Database, site: NewSite): Promise<SiteRow> {
  return await insertSite(db, { ...site, domain: normalizeHost(site.domain) });
}
