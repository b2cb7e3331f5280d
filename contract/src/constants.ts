/** Business constants of SPEC §9, shared by server and web. */
export const API_RETRY_COUNT = 5;
export const PAGE_FETCH_DELAY_MS = 200;
export const REFRESH_INTERVAL_MS = 60_000;
export const REFRESH_INTERVAL_PUSH_MS = 300_000;
export const REFRESH_START_DELAY_MS = 5_000;
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
export const TIME_BONUS_WINDOW_S = 14_400;
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
export const COUNTDOWN_TICK_MS = 1_000;
export const WELCOME_DISCOUNT_PERCENTAGE = 25;
export const LIKES_RELOAD_DELAY_MS = 500;
export const UNREAD_BADGE_CAP = 99;
export const CREDIT_BADGE_THRESHOLD = 10;
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
export const FREE_CONVERSATION_LIMIT = 2;
export const SWIPE_GAME_DAILY_LIKES = 4;
export const PREMIUM_MATCH_CHANCE_PERCENTAGE = 46;
export const DELETED_ACCOUNT_GRACE_DAYS = 14;
export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE_MAX_AGE_DAYS = 30;
export const GEOLOCATION_MAX_AGE_MS = 3_600_000;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5_000;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const TERMS_VERSION_DATE = '2023-12-01T12:00:00Z';
/** Our choice: SPEC §5 leaves the value open; 18 is the legal minimum in every target country. */
export const MINIMUM_AGE = 18;
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const TOAST_WIDTH_PX = 350;
/** Countries where the chat, lander and empty layouts show the site-entry warning (SPEC §2). */
export const RESTRICTED_ENTRY_WARNING_COUNTRIES = ['NL', 'DE'] as const;

/** The terms version is 2023-12-01T12:00:00Z, or the company's added date if that is later (SPEC §9). */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const base = new Date(TERMS_VERSION_DATE);
  if (!companyAdded) return base;
  const added = new Date(companyAdded);
  return Number.isNaN(added.getTime()) || added <= base ? base : added;
}

/** Support phone numbers are used without dashes and spaces (SPEC §5). */
export function cleanPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}

/**
 * A cookie without a secret, readable by the page, set beside the session cookie and cleared with it (decision
 * 0051): a page from the service worker's cache, which carries no member, asks for one only when it is there.
 */
export const SIGNED_IN_COOKIE_NAME = 'signed_in';
