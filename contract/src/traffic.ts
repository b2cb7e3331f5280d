import { z } from 'zod';
import { TRACKING_VALUE_MAX_LENGTH } from './accounts.ts';

/**
 * Traffic (issue 24, decision 0064): the networks' postbacks per site, the `lb` page-bounce beacon, and the
 * report of signups, activations and first purchases per network and sub id.
 */

/** The conversions a network hears of. */
export const POSTBACK_EVENTS = ['activation', 'first_purchase'] as const;
export type PostbackEvent = (typeof POSTBACK_EVENTS)[number];

/** The tracking fields that may carry a network's click id. */
export const CLICK_ID_FIELDS = ['ref', 'sub1', 'sub2', 'sub3'] as const;

/**
 * The placeholders of a postback URL template, each replaced URL-encoded: `{click_id}` the member's value of the
 * network's click-id field, `{event}` activation or first_purchase, `{amount}` the first purchase's amount in
 * major units (`12.50`; `0.00` for an activation), `{currency}` its ISO code (empty for an activation),
 * `{network}`, `{sub1}` to `{sub3}`, and `{conversion_id}` our id of the conversion (the same on every retry).
 */
export const POSTBACK_PLACEHOLDERS = [
  'click_id',
  'event',
  'amount',
  'currency',
  'network',
  'sub1',
  'sub2',
  'sub3',
  'conversion_id',
] as const;

export const POSTBACK_URL_MAX_LENGTH = 1000;
const invalid = { message: 'validation_failed' } as const;

/**
 * A template is a URL whose every `{…}` is a known placeholder; it must carry `{click_id}`. The server also
 * refuses anything but https to a public host (plain http only to this machine outside production).
 */
export function postbackTemplateProblem(template: string): string | undefined {
  if (template.length > POSTBACK_URL_MAX_LENGTH) return 'too_long';
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] as string);
  if (names.some((name) => !(POSTBACK_PLACEHOLDERS as readonly string[]).includes(name)))
    return 'unknown_placeholder';
  if (!names.includes('click_id')) return 'click_id_missing';
  let url: URL;
  try {
    url = new URL(template.replace(/\{[a-z_0-9]+\}/g, 'x'));
  } catch {
    return 'not_a_url';
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password) return 'not_https';
  return undefined;
}

export const postbackSchema = z.object({
  /** The network's name as it arrives in `network=` (lower case). */
  network: z.string().regex(new RegExp(`^[a-z0-9._~:|@+-]{1,${TRACKING_VALUE_MAX_LENGTH}}$`), invalid),
  url_template: z.string().refine((template) => !postbackTemplateProblem(template), invalid),
  click_id_field: z.enum(CLICK_ID_FIELDS, invalid),
});
export type Postback = z.infer<typeof postbackSchema>;

/** GET/PUT /api/admin/site-postbacks.php?id=<site>: every network's postback of a site, replaced as a whole. */
export const sitePostbacksSchema = z
  .object({ postbacks: z.array(postbackSchema).max(50, invalid) })
  .refine(({ postbacks }) => new Set(postbacks.map((p) => p.network)).size === postbacks.length, {
    ...invalid,
    path: ['postbacks'],
  });
export type SitePostbacks = z.infer<typeof sitePostbacksSchema>;

/** The `lb` page-bounce beacon (SPEC §4): sent when the page is hidden or left, again while the visit goes on. */
export const PAGE_BOUNCE_RETENTION_DAYS = 30;
export const pageBounceSchema = z.object({
  visit_id: z.uuid(),
  entry_path: z.string().min(1).max(300),
  network: z.string().max(TRACKING_VALUE_MAX_LENGTH).optional(),
  sub1: z.string().max(TRACKING_VALUE_MAX_LENGTH).optional(),
  seconds: z.number().int().min(0).max(86_400),
  signup_started: z.boolean(),
});
export type PageBounce = z.infer<typeof pageBounceSchema>;

/** GET /api/admin/traffic-report.php?from=&to= (days in DASHBOARD_TIME_ZONE, both included, at most a year). */
export const trafficReportQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
export const TRAFFIC_REPORT_MAX_DAYS = 366;
export const trafficReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  rows: z.array(
    z.object({
      /** null: members who came without one (direct, organic). */
      network: z.string().nullable(),
      sub_id: z.string().nullable(),
      signups: z.number().int(),
      activations: z.number().int(),
      /** Administrators only (null for a moderator): money is theirs, as on the dashboard. */
      first_purchases: z.number().int().nullable(),
    }),
  ),
});
export type TrafficReport = z.infer<typeof trafficReportSchema>;
export const trafficReportResponseSchema = z.object({ report: trafficReportSchema });
