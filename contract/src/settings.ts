import { z } from 'zod';
import { currentUserSchema } from './account-schemas.ts';
import { TAG_KINDS } from './consent.ts';
import { partnerSettingsSchema } from './partners.ts';

export const SIGNUP_POLICIES = ['all', 'with_trafficsource', 'none'] as const;
export const minimumMessageCostSchema = z.object({ costs: z.number(), currency: z.string().length(3) });

/** Site-wide settings as the client receives them (SPEC §3); texts are already in the request's language. */
export const settingsSchema = z.object({
  domain: z.string(),
  domain_language: z.string(),
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  niche: z.number().int().min(1).max(7),
  countries: z.array(z.string().length(2)),
  geoip_country: z.string().length(2).nullable(),
  geoip_selected_country: z.string().length(2).nullable(),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  search_fields: z.array(z.string()),
  cdn_prefix: z.string(),
  message_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  signup_credits: z.number().int(),
  message_length: z.number().int(),
  minimum_message_costs: z.record(z.string(), minimumMessageCostSchema),
  support_email: z.string(),
  support_phone: z.string(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  push_public_key: z.string().nullable(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  fictional_icon: z.string(),
  refund_days: z.number().int(),
  signups: z.enum(SIGNUP_POLICIES),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  member_resell: z.boolean(),
  /** Partner tiles and the mobile redirect (decision 0066): only whether there are any; the links come from partners.php. */
  partners: partnerSettingsSchema,
  /** The country a visitor chose on /lang-config (its cookie), deciding the language switcher; null: none chosen. */
  chosen_country: z.string().length(2).nullable(),
  /** The site's configured third-party tags (decision 0065), loaded only after consent; empty: none, no banner. */
  tags: z.array(z.object({ kind: z.enum(TAG_KINDS), id: z.string(), src: z.string() })),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = z.object({ settings: settingsSchema });

/** Query of GET /api/settings.php: the route query is passed through; these keys are read. */
export const settingsQuerySchema = z
  .object({
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
    locale: z.string().optional(),
  })
  .passthrough();

/** What the server writes into the HTML (BOOTSTRAP_GLOBAL) so the first paint needs no settings call. */
export const bootstrapSchema = z.object({
  settings: settingsSchema,
  language: z.string(),
  /** The member of the session cookie, or null for a visitor: the first paint knows who is logged in. */
  user: currentUserSchema.nullable().optional(),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
