import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { SiteRow } from '../../db/schema.ts';
import { siteForHost } from './service.ts';

/** The forced domain of SPEC §7 is the request host (X-Forwarded-Host only behind trusted proxies). */
export function siteForRequest(db: Database, request: FastifyRequest): Promise<SiteRow> {
  return siteForHost(db, request.host);
}

/**
 * Our rule for geoip_selected_country: a country asked for in the query when the site serves it, else the
 * visitor's GeoIP country when the site serves it, else the site's first country.
 */
export function selectedCountry(
  site: SiteRow,
  asked: string | undefined,
  geoipCountry: string | null,
): string | null {
  const serves = (country: string | null | undefined): country is string =>
    !!country && (site.countries.length === 0 || site.countries.includes(country));
  const wanted = asked?.toUpperCase();
  if (serves(wanted)) return wanted;
  if (serves(geoipCountry)) return geoipCountry;
  return site.countries[0] ?? geoipCountry;
}
