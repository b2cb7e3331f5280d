/** The nine landing pages of SPEC §2 (`/landers/tinderswipe`, `/landers/{name}/{slug?}`). */
export const LANDERS = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderName = (typeof LANDERS)[number];

/** A variant's slug in the URL: lower-case letters, digits and dashes. */
export const LANDER_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
