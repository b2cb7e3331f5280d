import { type AdminSite, languageOfTag, SITE_TEXT_FIELDS, type SiteInput } from '@community/contract';
import type { SiteRecord } from './admin-queries.ts';

/** A site as the editor reads it: every setting of SPEC §3 and the texts in every language that has one. */
export function presentAdminSite(row: SiteRecord): AdminSite {
  return {
    id: row.id,
    is_default: row.is_default,
    updated_at: row.updated_at.toISOString(),
    domain: row.domain,
    ...settingsOf(row),
  };
}

function settingsOf(row: SiteRecord): Omit<SiteInput, 'domain'> {
  return {
    domain_language: row.domain_language,
    niche: row.niche,
    countries: row.countries,
    visible_profile_fields: row.visible_profile_fields as SiteInput['visible_profile_fields'],
    visible_profile_notes: row.visible_profile_notes as SiteInput['visible_profile_notes'],
    search_fields: row.search_fields as SiteInput['search_fields'],
    cdn_prefix: row.cdn_prefix,
    message_credits: row.message_credits,
    photo_credits: row.photo_credits,
    gift_credits: row.gift_credits,
    signup_credits: row.signup_credits,
    free_member_messages: row.free_member_messages,
    direct_debit_limit: row.direct_debit_limit,
    message_length: row.message_length,
    minimum_message_costs: row.minimum_message_costs,
    support_email: row.support_email,
    support_phone: row.support_phone,
    enable_site_entry_popup: row.enable_site_entry_popup,
    refund_days: row.refund_days,
    signups: row.signups,
    logged_out_search: row.logged_out_search,
    logged_out_search_trafficsource: row.logged_out_search_trafficsource,
    member_resell: row.member_resell,
    theme_color: row.theme_color,
    background_color: row.background_color,
    // Partners (decision 0066).
    partner_cam_url: row.partner_cam_url,
    partner_resell_url: row.partner_resell_url,
    partner_sub_id: row.partner_sub_id,
    mobile_redirect_url: row.mobile_redirect_url,
    mobile_redirect_seconds: row.mobile_redirect_seconds,
    tag_manager_id: row.tag_manager_id,
    session_replay_id: row.session_replay_id,
    advertising_id: row.advertising_id,
    ...(Object.fromEntries(SITE_TEXT_FIELDS.map((field) => [field, row[field]])) as Pick<
      SiteInput,
      (typeof SITE_TEXT_FIELDS)[number]
    >),
  };
}

/** The site's name in its own language, for the list. */
export function ownName(row: { name: Partial<Record<string, string>>; domain_language: string }): string {
  const own = languageOfTag(row.domain_language);
  return (own && row.name[own]) || Object.values(row.name).find(Boolean) || '';
}

/** The settings that differ between two states, each as it was and as it is: the audit's before and after. */
export function changedSettings(before: AdminSite, after: AdminSite) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof AdminSite>) {
    if (key === 'updated_at') continue;
    if (stableJson(before[key]) === stableJson(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return { before: was, after: is };
}

/** JSON with object keys sorted: jsonb hands keys back in its own order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
