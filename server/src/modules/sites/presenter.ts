import type { Language, Settings } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { partnerSettingsOf } from './partner-links.ts';
import { siteTags } from './site-tags.ts';
import { siteText } from './site-texts.ts';

/** The settings a visitor may see; the site's texts are resolved to the request's language (siteText). */
export function presentSettings(
  site: SiteRow,
  context: {
    language: Language;
    geoipCountry: string | null;
    selectedCountry: string | null;
    /** The installation's VAPID public key: one for every site (decision 0050). */
    pushPublicKey: string;
    /** The /lang-config country cookie, when it names a switcher country (decision 0066). */
    chosenCountry: string | null;
    /** TAG_SCRIPT_ORIGIN (decision 0065). */
    tagScriptOrigin: string | undefined;
  },
): Settings {
  return {
    domain: site.domain,
    domain_language: site.domainLanguage,
    name: siteText(site, 'name', context.language),
    index_title: siteText(site, 'indexTitle', context.language),
    description: siteText(site, 'description', context.language),
    niche: site.niche,
    countries: site.countries,
    geoip_country: context.geoipCountry,
    geoip_selected_country: context.selectedCountry,
    visible_profile_fields: site.visibleProfileFields,
    visible_profile_notes: site.visibleProfileNotes,
    search_fields: site.searchFields,
    cdn_prefix: site.cdnPrefix,
    message_credits: site.messageCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    signup_credits: site.signupCredits,
    message_length: site.messageLength,
    minimum_message_costs: site.minimumMessageCosts,
    support_email: site.supportEmail,
    support_phone: site.supportPhone,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    push_public_key: context.pushPublicKey,
    fictional_warning: siteText(site, 'fictionalWarning', context.language),
    fictional_singular: siteText(site, 'fictionalSingular', context.language),
    fictional_plural: siteText(site, 'fictionalPlural', context.language),
    fictional_icon: siteText(site, 'fictionalIcon', context.language),
    refund_days: site.refundDays,
    signups: site.signups,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    member_resell: site.memberResell,
    partners: partnerSettingsOf(site),
    chosen_country: context.chosenCountry,
    tags: siteTags(site, context.tagScriptOrigin),
  };
}
