import type { WebRouteName } from './routes.ts';

/**
 * The third-party tags of SPEC §7 and the visitor's consent to them (issue 24, decision 0065, docs/consent.md).
 * One provider per kind: Google Tag Manager, Hotjar (session replay), Google Ads through gtag.js (IP anonymised).
 */
export const TAG_KINDS = ['tag_manager', 'session_replay', 'advertising'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** What a visitor agrees to, per category; strictly necessary storage needs no consent. */
export const CONSENT_CATEGORIES = ['statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type Consent = Record<ConsentCategory, boolean>;

/** The site setting (sites column) holding each kind's id, and the id's form. */
export const TAG_ID_PATTERNS: Record<TagKind, RegExp> = {
  /** A Google Tag Manager container id. */
  tag_manager: /^GTM-[A-Z0-9]{4,12}$/,
  /** A Hotjar site id. */
  session_replay: /^[1-9][0-9]{4,9}$/,
  /** A Google Ads conversion id (gtag.js). */
  advertising: /^AW-[0-9]{6,12}$/,
};
export const TAG_SETTINGS = {
  tag_manager: 'tag_manager_id',
  session_replay: 'session_replay_id',
  advertising: 'advertising_id',
} as const satisfies Record<TagKind, string>;

type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'font-src' | 'frame-src';

/** A cookie a provider's script sets; `{id}` stands for the configured id. */
export type ProviderCookie = { name: string; domain: string; lifetime: Lifetime };

export type TagProvider = {
  provider: string;
  category: ConsentCategory;
  /** Where the script comes from, and its path for an id. */
  scriptOrigin: string;
  scriptPath: (id: string) => string;
  /** The hosts the provider's script reaches, per CSP directive (its documented requirements). */
  hosts: Partial<Record<CspDirective, string[]>>;
  cookies: ProviderCookie[];
};

export const TAG_PROVIDERS: Record<TagKind, TagProvider> = {
  tag_manager: {
    provider: 'Google Tag Manager (Google Ireland Ltd.)',
    category: 'statistics',
    scriptOrigin: 'https://www.googletagmanager.com',
    scriptPath: (id) => `/gtm.js?id=${encodeURIComponent(id)}`,
    hosts: {
      'script-src': ['https://www.googletagmanager.com'],
      'img-src': ['https://www.googletagmanager.com'],
      'connect-src': ['https://www.googletagmanager.com'],
    },
    cookies: [],
  },
  session_replay: {
    provider: 'Hotjar (Hotjar Ltd., Malta)',
    category: 'statistics',
    scriptOrigin: 'https://static.hotjar.com',
    scriptPath: (id) => `/c/hotjar-${encodeURIComponent(id)}.js?sv=6`,
    hosts: {
      'script-src': ['https://static.hotjar.com', 'https://script.hotjar.com'],
      'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
      'img-src': ['https://*.hotjar.com'],
      'font-src': ['https://script.hotjar.com'],
    },
    cookies: [
      { name: '_hjSessionUser_{id}', domain: 'first', lifetime: { unit: 'day', count: 365 } },
      { name: '_hjSession_{id}', domain: 'first', lifetime: { unit: 'minute', count: 30 } },
    ],
  },
  advertising: {
    provider: 'Google Ads (Google Ireland Ltd.)',
    category: 'marketing',
    scriptOrigin: 'https://www.googletagmanager.com',
    scriptPath: (id) => `/gtag/js?id=${encodeURIComponent(id)}`,
    hosts: {
      'script-src': [
        'https://www.googletagmanager.com',
        'https://www.googleadservices.com',
        'https://googleads.g.doubleclick.net',
      ],
      'img-src': [
        'https://www.googletagmanager.com',
        'https://googleads.g.doubleclick.net',
        'https://www.google.com',
        'https://www.googleadservices.com',
      ],
      'connect-src': ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
      'frame-src': ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
    },
    cookies: [
      { name: '_gcl_au', domain: 'first', lifetime: { unit: 'day', count: 90 } },
      { name: 'IDE', domain: 'doubleclick.net', lifetime: { unit: 'month', count: 13 } },
      { name: 'test_cookie', domain: 'doubleclick.net', lifetime: { unit: 'minute', count: 15 } },
    ],
  },
};

/** A configured tag as the web app receives it in the settings: what to load, from where. */
export type SiteTag = { kind: TagKind; id: string; src: string };

/**
 * The first-party cookie holding the choice: `statistics=1.marketing=0` (both named, so a category added later
 * is asked for again). 180 days, then the banner asks again.
 */
export const CONSENT_COOKIE_NAME = 'cookie_consent';
export const CONSENT_COOKIE_MAX_AGE_DAYS = 180;

export function formatConsent(consent: Consent): string {
  return CONSENT_CATEGORIES.map((category) => `${category}=${consent[category] ? 1 : 0}`).join('.');
}

/** The choice in a cookie value; null when there is none (or it is not ours, or lacks a category). */
export function parseConsent(value: string | undefined): Consent | null {
  if (!value) return null;
  const entries = new Map(
    value.split('.').map((part): [string, string] => {
      const [name = '', flag = ''] = part.split('=');
      return [name, flag];
    }),
  );
  const consent = {} as Consent;
  for (const category of CONSENT_CATEGORIES) {
    const flag = entries.get(category);
    if (flag !== '0' && flag !== '1') return null;
    consent[category] = flag === '1';
  }
  return consent;
}

/**
 * Pages that never load a tag, whatever the consent: chat, payment, account and sign-in pages, and the back
 * office. Private conversations, payment details and account data are never seen by a third-party script.
 */
export const TAG_FREE_ROUTES: readonly WebRouteName[] = [
  'chats',
  'chats-id',
  'members-id-chat',
  'credits',
  'credits-repeat-order',
  'credits-id-paymentmethod',
  'directdebit',
  'transactions-id',
  'premium',
  'profile',
  'notifications',
  'login',
  'reset-password',
  'reset-password-do',
  'mail-change-do',
  'complete-signup',
  'account-deleted',
];

/** Whether a page (by route name; undefined: no route) may load tags. */
export function tagsAllowedOn(route: string | undefined): boolean {
  if (!route) return false;
  return !route.startsWith('admin') && !(TAG_FREE_ROUTES as readonly string[]).includes(route);
}

/** How long something is kept: a count of a unit, the browser session, or until the visitor clears it. */
export type Lifetime =
  | { unit: 'minute' | 'hour' | 'day' | 'month'; count: number }
  | { unit: 'session' | 'untilCleared' };

/** What the site itself stores in the browser (the cookies page lists it; keep it in step with the code). */
export type OwnStorage = {
  /** A name, or a pattern of names. */
  name: string;
  kind: 'cookie' | 'localStorage' | 'sessionStorage' | 'cacheStorage';
  purpose: string;
  necessary: boolean;
  lifetime: Lifetime;
};
