import {
  CONSENT_COOKIE_NAME,
  type Consent,
  matchWebRoute,
  parseConsent,
  type SiteTag,
  TAG_KINDS,
  TAG_PROVIDERS,
  type TagKind,
  tagsAllowedOn,
} from '@community/contract';
import type { FastifyRequest } from 'fastify';
import type { SiteRow } from '../../db/schema.ts';
import type { CspHosts } from '../../platform/security-headers.ts';

type TagColumns = Pick<SiteRow, 'tagManagerId' | 'sessionReplayId' | 'advertisingId'>;
const COLUMN: Record<TagKind, keyof TagColumns> = {
  tag_manager: 'tagManagerId',
  session_replay: 'sessionReplayId',
  advertising: 'advertisingId',
};

/**
 * The tags configured for a site (decision 0065), each with the script the web app loads: from its provider, or
 * from `scriptOrigin` (TAG_SCRIPT_ORIGIN, the end-to-end run's stand-in) when that is set.
 */
export function siteTags(site: TagColumns, scriptOrigin: string | undefined): SiteTag[] {
  return TAG_KINDS.filter((kind) => site[COLUMN[kind]] !== '').map((kind) => {
    const id = site[COLUMN[kind]];
    const provider = TAG_PROVIDERS[kind];
    return { kind, id, src: `${scriptOrigin ?? provider.scriptOrigin}${provider.scriptPath(id)}` };
  });
}

/**
 * The hosts a page's CSP adds for `tags`: only those whose category the visitor agreed to (the consent cookie),
 * and none on a page that never loads tags. Empty: the CSP stays as strict as without tags.
 */
function tagHosts(tags: SiteTag[], consent: Consent | null, scriptOrigin: string | undefined): CspHosts {
  const hosts: CspHosts = {};
  if (!consent) return hosts;
  for (const tag of tags) {
    const provider = TAG_PROVIDERS[tag.kind];
    if (!consent[provider.category]) continue;
    const wanted = scriptOrigin
      ? { 'script-src': [scriptOrigin], 'connect-src': [scriptOrigin], 'img-src': [scriptOrigin] }
      : provider.hosts;
    for (const [directive, list] of Object.entries(wanted) as Array<[keyof CspHosts, string[]]>)
      hosts[directive] = [...new Set([...(hosts[directive] ?? []), ...list])];
  }
  return hosts;
}

/** The hosts the CSP of a page request allows for the site's tags: its consent cookie and its route decide. */
export function tagHostsForPage(
  request: FastifyRequest,
  tags: SiteTag[],
  scriptOrigin: string | undefined,
): CspHosts {
  if (tags.length === 0) return {};
  const pathname = request.url.split('?')[0] ?? '/';
  if (!tagsAllowedOn(matchWebRoute(pathname))) return {};
  return tagHosts(tags, parseConsent(request.cookies[CONSENT_COOKIE_NAME]), scriptOrigin);
}
