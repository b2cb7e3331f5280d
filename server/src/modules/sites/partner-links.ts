import {
  fillPartnerUrl,
  type PartnerSettings,
  type PartnersResponse,
  type Tracking,
} from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';

/**
 * Whether a site has partner tiles and a mobile redirect (decision 0066), the same for everyone: the tiles only where
 * `member_resell` is on and a link is configured ('' is none), the redirect only with a link and seconds.
 */
export function partnerSettingsOf(site: SiteRow): PartnerSettings {
  return {
    tiles: site.memberResell && (site.partnerCamUrl !== '' || site.partnerResellUrl !== ''),
    mobile_redirect_seconds: site.mobileRedirectUrl ? site.mobileRedirectSeconds : 0,
  };
}

/**
 * The links as the one asking follows them: their tracking values and the site's sub id filled in. A member never
 * gets the mobile redirect.
 */
export function partnerLinksFor(site: SiteRow, tracking: Tracking, member: boolean): PartnersResponse {
  const values = { ...tracking, site_sub_id: site.partnerSubId };
  const settings = partnerSettingsOf(site);
  const link = (template: string) => (settings.tiles && template ? fillPartnerUrl(template, values) : null);
  return {
    cam_url: link(site.partnerCamUrl),
    resell_url: link(site.partnerResellUrl),
    mobile_redirect:
      !member && settings.mobile_redirect_seconds > 0
        ? {
            url: fillPartnerUrl(site.mobileRedirectUrl, values),
            seconds: settings.mobile_redirect_seconds,
          }
        : null,
  };
}
