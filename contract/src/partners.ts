import { z } from 'zod';
import { trackingSchema } from './account-schemas.ts';
import { TRACKING_KEYS } from './accounts.ts';

/**
 * Partner links of a site (issue 24, decision 0066): the cam and resell partner tiles (where `member_resell` is on)
 * and the mobile redirect of SPEC §9. A link is an https URL template; these placeholders are filled, URL-encoded,
 * when the link is handed out: the tracking values stored for the visitor or with the member's account, and the
 * site's own sub id at the partner. A value that is missing becomes ''.
 */
export const PARTNER_PLACEHOLDERS = [...TRACKING_KEYS, 'site_sub_id'] as const;
export type PartnerPlaceholder = (typeof PARTNER_PLACEHOLDERS)[number];
export const PARTNER_URL_MAX_LENGTH = 500;
export const MOBILE_REDIRECT_MAX_SECONDS = 120;

const PLACEHOLDER = /\{([a-z0-9_]+)\}/g;

/**
 * A template is valid when it is an https URL whose host holds no placeholder (a visitor's value must never choose
 * where the link leads) and every placeholder is a known one.
 */
export function isPartnerUrlTemplate(template: string): boolean {
  if (template.length > PARTNER_URL_MAX_LENGTH || /\s/.test(template)) return false;
  const origin = /^https:\/\/([^/?#]+)/.exec(template)?.[1];
  if (!origin || origin.includes('{') || origin.includes('}') || origin.includes('@')) return false;
  for (const [, name] of template.matchAll(PLACEHOLDER))
    if (!(PARTNER_PLACEHOLDERS as readonly string[]).includes(name ?? '')) return false;
  const sample = template.replace(PLACEHOLDER, 'x');
  if (sample.includes('{') || sample.includes('}')) return false;
  try {
    const url = new URL(sample);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The link a person is sent to: every placeholder replaced by its URL-encoded value, or ''. */
export function fillPartnerUrl(
  template: string,
  values: Partial<Record<PartnerPlaceholder, string | undefined>>,
): string {
  return template.replace(PLACEHOLDER, (_match, name: string) =>
    encodeURIComponent(values[name as PartnerPlaceholder] ?? ''),
  );
}

/** GET /api/partners.php: a visitor sends the tracking values stored in the browser; a member's come from the account. */
export const partnersQuerySchema = trackingSchema;

/** The partner links for whoever asks; null where the site configured none (or, for a member, no redirect). */
export const partnersResponseSchema = z.object({
  cam_url: z.string().nullable(),
  resell_url: z.string().nullable(),
  mobile_redirect: z.object({ url: z.string(), seconds: z.number().int().positive() }).nullable(),
});
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;

/** What the public settings tell the web app, so it asks for the links only where there are some. */
export const partnerSettingsSchema = z.object({
  /** member_resell is on and a cam or resell URL is configured. */
  tiles: z.boolean(),
  /** 0: no mobile redirect (none configured, or a member is asking). */
  mobile_redirect_seconds: z.number().int().min(0),
});
export type PartnerSettings = z.infer<typeof partnerSettingsSchema>;
