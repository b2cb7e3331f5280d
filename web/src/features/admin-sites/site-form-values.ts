import { SITE_TEXT_FIELDS, type SiteInput, siteInputSchema, TAG_SETTINGS } from '@community/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The editor's fields: the site's settings, with the countries as typed ("NL, BE"). */
export type SiteFormValues = Omit<SiteInput, 'countries'> & { countries: string };

export function formValuesOf(input: SiteInput): SiteFormValues {
  return { ...input, countries: input.countries.join(', ') };
}

/** The countries typed, as codes: split at commas and spaces, upper case, each once. */
export function countriesOf(typed: string): string[] {
  return [...new Set(typed.split(/[\s,;]+/).map((code) => code.trim().toUpperCase()))].filter(Boolean);
}

/** What the form sends: the countries as a list, a minimum message cost only for a country still listed. */
export function inputOf(values: SiteFormValues): SiteInput {
  const countries = countriesOf(values.countries);
  const costs = Object.fromEntries(
    Object.entries(values.minimum_message_costs ?? {}).filter(
      ([country, cost]) =>
        countries.includes(country) && (Number.isFinite(cost?.costs) || (cost?.currency ?? '') !== ''),
    ),
  );
  return { ...values, countries, minimum_message_costs: costs };
}

const COUNT_FIELDS = [
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'free_member_messages',
  'direct_debit_limit',
  'refund_days',
];
const OWN_WORDS = [
  'domain',
  'domain_language',
  'countries',
  'message_length',
  'minimum_message_costs',
  'support_email',
  'support_phone',
  'cdn_prefix',
];

/** The translation key of a broken rule, by the setting it concerns (the first part of its path). */
export function invalidKey(path: readonly PropertyKey[]): string {
  const field = String(path[0]);
  if ((SITE_TEXT_FIELDS as readonly string[]).includes(field)) return 'adminSites.invalid.text';
  if (COUNT_FIELDS.includes(field)) return 'adminSites.invalid.count';
  if (field === 'theme_color' || field === 'background_color') return 'adminSites.invalid.color';
  if (OWN_WORDS.includes(field)) return `adminSites.invalid.${field}`;
  if ((Object.values(TAG_SETTINGS) as string[]).includes(field)) return 'adminSites.tags.invalid';
  return 'adminSites.invalid.other';
}

/** A path as react-hook-form names it; an issue inside the countries list belongs to the countries field. */
function fieldPathOf(path: readonly PropertyKey[]): string {
  if (path[0] === 'countries') return 'countries';
  return path.map(String).join('.');
}

function setNested(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] ??= value;
}

/** The contract's schema over what the form would send; each issue under its field with its own words. */
export const siteFormResolver: Resolver<SiteFormValues> = async (values) => {
  const input = inputOf(values);
  const result = siteInputSchema.safeParse(input);
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues)
    setNested(errors, fieldPathOf(issue.path), { type: 'validate', message: invalidKey(issue.path) });
  return { values: {}, errors: errors as FieldErrors<SiteFormValues> };
};
