import { z } from 'zod';
import { TAG_ID_PATTERNS } from './consent.ts';
import { SEARCH_FILTERS } from './discovery.ts';
import { LANGUAGES, languageOfTag } from './locales.ts';
import { isPartnerUrlTemplate, MOBILE_REDIRECT_MAX_SECONDS } from './partners.ts';
import { PROFILE_NOTE_NAMES, VISIBLE_PROFILE_FIELD_NAMES } from './profiles.ts';
import { SIGNUP_POLICIES } from './settings.ts';

/**
 * The sites editor of the back office (issue 23, decision 0059): every setting of SPEC §3 per domain, the texts
 * per interface language. A broken rule is an issue on its field with the message `validation_failed`; the
 * editor shows its own words per field (`adminSites.invalid.<field>`).
 */
export const SITE_TEXT_FIELDS = [
  'name',
  'index_title',
  'description',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'fictional_icon',
] as const;
export type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];

/** How long each text may be, in characters. */
export const SITE_TEXT_MAX_LENGTH: Record<SiteTextField, number> = {
  name: 60,
  index_title: 120,
  description: 300,
  fictional_warning: 500,
  fictional_singular: 60,
  fictional_plural: 60,
  fictional_icon: 30,
};

const invalid = { message: 'validation_failed' } as const;
const count = z.number().int(invalid).min(0, invalid).max(1_000_000, invalid);
const country = z.string().regex(/^[A-Z]{2}$/, invalid);
const color = z.string().regex(/^#[0-9a-f]{6}$/, invalid);
/** A host name: lowercase labels of letters, digits and hyphens, with at least one dot (localhost excepted). */
export const SITE_DOMAIN_PATTERN =
  /^(?:localhost|(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/;

/** A partner link template (decision 0066), or '' for none. */
const partnerUrl = z.union([z.literal(''), z.string().refine(isPartnerUrlTemplate, invalid)]);
/** A tag's id (contract/src/consent.ts), or '' for none. */
const tagId = (pattern: RegExp) => z.union([z.literal(''), z.string().regex(pattern, invalid)]).default('');

/** A text in some languages; a language without one shows the site's own language's (siteText on the server). */
const textsOf = (field: SiteTextField) =>
  z.partialRecord(z.enum(LANGUAGES), z.string().max(SITE_TEXT_MAX_LENGTH[field], invalid));

const siteSettingsShape = {
  domain_language: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, invalid)
    .refine((tag) => !!languageOfTag(tag), invalid),
  niche: z.number().int(invalid).min(1, invalid).max(7, invalid),
  countries: z.array(country).max(50, invalid),
  visible_profile_fields: z.array(z.enum(VISIBLE_PROFILE_FIELD_NAMES, invalid)),
  visible_profile_notes: z.array(z.enum(PROFILE_NOTE_NAMES, invalid)),
  search_fields: z.array(z.enum(SEARCH_FILTERS, invalid)),
  cdn_prefix: z.union([z.literal(''), z.url({ protocol: /^https$/, ...invalid }).max(200, invalid)]),
  message_credits: count,
  photo_credits: count,
  gift_credits: count,
  signup_credits: count,
  free_member_messages: count,
  direct_debit_limit: count,
  message_length: z.number().int(invalid).min(1, invalid).max(10_000, invalid),
  minimum_message_costs: z.record(
    country,
    z.object({
      costs: z.number(invalid).min(0, invalid).max(1000, invalid),
      currency: z.string().regex(/^[A-Z]{3}$/, invalid),
    }),
  ),
  support_email: z.email(invalid).max(200, invalid),
  support_phone: z.string().regex(/^\+?[0-9][0-9 -]{4,24}$/, invalid),
  enable_site_entry_popup: z.enum(['yes', 'no'], invalid),
  refund_days: z.number().int(invalid).min(0, invalid).max(365, invalid),
  signups: z.enum(SIGNUP_POLICIES, invalid),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  member_resell: z.boolean(),
  theme_color: color,
  background_color: color,
  name: textsOf('name'),
  index_title: textsOf('index_title'),
  description: textsOf('description'),
  fictional_warning: textsOf('fictional_warning'),
  fictional_singular: textsOf('fictional_singular'),
  fictional_plural: textsOf('fictional_plural'),
  fictional_icon: textsOf('fictional_icon'),
  // Partners (issue 24, decision 0066): where the partner tiles and the mobile redirect lead.
  partner_cam_url: partnerUrl,
  partner_resell_url: partnerUrl,
  partner_sub_id: z.string().regex(/^[A-Za-z0-9._-]{0,64}$/, invalid),
  mobile_redirect_url: partnerUrl,
  mobile_redirect_seconds: z.number().int(invalid).min(0, invalid).max(MOBILE_REDIRECT_MAX_SECONDS, invalid),
  // Third-party tags (issue 24, decision 0065): empty is not configured; omitted in a body, empty.
  tag_manager_id: tagId(TAG_ID_PATTERNS.tag_manager),
  session_replay_id: tagId(TAG_ID_PATTERNS.session_replay),
  advertising_id: tagId(TAG_ID_PATTERNS.advertising),
};

/** A site's every setting as the editor holds it; `domain` is set when the site is created. */
const siteFields = z.object({
  domain: z.string().regex(SITE_DOMAIN_PATTERN, invalid),
  ...siteSettingsShape,
});

/**
 * The rules across fields: the site's own language has a name, a title and a description (every other language
 * falls back to them), and a minimum message cost is given only for a country the site serves.
 */
export const siteInputSchema = siteFields.superRefine((site, ctx) => {
  const own = languageOfTag(site.domain_language);
  if (own)
    for (const field of ['name', 'index_title', 'description'] as const)
      if (!site[field][own]?.trim()) ctx.addIssue({ code: 'custom', path: [field, own], ...invalid });
  for (const key of Object.keys(site.minimum_message_costs))
    if (!site.countries.includes(key))
      ctx.addIssue({ code: 'custom', path: ['minimum_message_costs', key], ...invalid });
  // A countdown needs somewhere to go (decision 0066).
  if (site.mobile_redirect_seconds > 0 && !site.mobile_redirect_url)
    ctx.addIssue({ code: 'custom', path: ['mobile_redirect_url'], ...invalid });
});
export type SiteInput = z.infer<typeof siteInputSchema>;

/** A site as the editor reads it: its settings, id, whether it is the fallback for unknown hosts, last change. */
export const adminSiteSchema = siteFields.extend({
  id: z.number().int(),
  is_default: z.boolean(),
  updated_at: z.string(),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;

/** GET /api/admin/sites.php: every domain, with its name in its own language. */
export const adminSitesResponseSchema = z.object({
  sites: z.array(
    z.object({
      id: z.number().int(),
      domain: z.string(),
      name: z.string(),
      domain_language: z.string(),
      is_default: z.boolean(),
      updated_at: z.string(),
    }),
  ),
});
export const adminSiteResponseSchema = z.object({ site: adminSiteSchema });
export const adminSiteQuerySchema = z.object({ id: z.coerce.number().int().positive() });
