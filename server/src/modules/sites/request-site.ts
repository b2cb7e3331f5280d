import {
  COUNTRY_COOKIE_NAME,
  chosenCountryOf,
  isLanguage,
  type Language,
  LOCALE_COOKIE_NAME,
  resolveLanguage,
  type Settings,
} from '@community/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { vapidPublicKey } from '../push/index.ts';
import { presentSettings } from './presenter.ts';
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

/** The settings a request sees: its host's site (settingsOfSite). */
export async function settingsForRequest(
  deps: Pick<AppDeps, 'db' | 'geoip' | 'config'>,
  request: FastifyRequest,
  asked: { locale?: string; country?: string },
): Promise<{ settings: Settings; language: Language }> {
  return await settingsOfSite(deps, await siteForRequest(deps.db, request), request, asked);
}

/**
 * The settings of `site` as a request sees them: in the language of `locale` (else the locale cookie, else
 * domain_language), with its GeoIP country and the selected country.
 */
export async function settingsOfSite(
  deps: Pick<AppDeps, 'db' | 'geoip' | 'config'>,
  site: SiteRow,
  request: FastifyRequest,
  asked: { locale?: string; country?: string },
): Promise<{ settings: Settings; language: Language }> {
  const geoipCountry = deps.geoip.country(request.ip);
  const language = languageOf(site, request, asked.locale);
  // The country chosen on /lang-config stands where the GeoIP country would (decision 0066).
  const chosenCountry = chosenCountryOf(request.cookies[COUNTRY_COOKIE_NAME]);
  const settings = presentSettings(site, {
    language,
    geoipCountry,
    selectedCountry: selectedCountry(site, asked.country, chosenCountry ?? geoipCountry),
    pushPublicKey: await vapidPublicKey(deps.db.$client),
    chosenCountry,
    tagScriptOrigin: deps.config.tagScriptOrigin,
  });
  return { settings, language };
}

function languageOf(site: SiteRow, request: FastifyRequest, asked: string | undefined): Language {
  return resolveLanguage({
    cookie: asked ?? request.cookies[LOCALE_COOKIE_NAME],
    domainLanguage: site.domainLanguage,
  });
}

/** The language a request is answered in: `locale` asked for, else the locale cookie, else the site's language. */
export async function languageForRequest(
  db: Database,
  request: FastifyRequest,
  asked: string | undefined,
): Promise<Language> {
  if (isLanguage(asked)) return asked;
  return languageOf(await siteForRequest(db, request), request, undefined);
}
