import type { Database } from '../../db/database.ts';
import type { NewSite, SiteRow } from '../../db/schema.ts';
import { findDefaultSite, findSitesByDomains, insertSite } from './queries.ts';

/** Lowercase host without port and trailing dot. */
function normalizeHost(host: string | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * How long an instance answers a host from memory (decision 0020): a site's settings are read on every request,
 * and change only when an operator edits them, so an edit reaches every instance within this time.
 */
const SITE_CACHE_MS = 10_000;
type Cached = { site: Promise<SiteRow>; until: number };
const cachedSites = new WeakMap<Database, Map<string, Cached>>();
/** Any Host header reaches us; unknown ones are answered with the default site, so the map is bounded. */
const MAX_CACHED_HOSTS = 1000;

/** Drops the cached sites, so the next request reads them again (after changing a site in a test or a tool). */
export function forgetCachedSites(db: Database): void {
  cachedSites.delete(db);
}

/** The site of a request host: the exact domain, else the domain without `www.`, else the default site. */
export function siteForHost(db: Database, host: string | undefined): Promise<SiteRow> {
  const domain = normalizeHost(host);
  const byHost = cachedSites.get(db) ?? new Map<string, Cached>();
  cachedSites.set(db, byHost);
  const now = Date.now();
  const cached = byHost.get(domain);
  if (cached && cached.until > now) return cached.site;
  if (byHost.size >= MAX_CACHED_HOSTS) byHost.clear();
  const entry = { site: readSiteForHost(db, domain), until: now + SITE_CACHE_MS };
  byHost.set(domain, entry);
  // A failed read is not kept: the next request tries again.
  entry.site.catch(() => {
    if (byHost.get(domain) === entry) byHost.delete(domain);
  });
  return entry.site;
}

async function readSiteForHost(db: Database, domain: string): Promise<SiteRow> {
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
  const row = await insertSite(db, { ...site, domain: normalizeHost(site.domain) });
  forgetCachedSites(db);
  return row;
}
