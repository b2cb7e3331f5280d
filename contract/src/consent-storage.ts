import { CONSENT_COOKIE_MAX_AGE_DAYS, CONSENT_COOKIE_NAME, type OwnStorage } from './consent.ts';
import {
  AUTH_COOKIE_MAX_AGE_DAYS,
  AUTH_COOKIE_PREFIX,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_NAME,
  SIGNED_IN_COOKIE_NAME,
} from './constants.ts';

/**
 * Everything the site itself keeps in the browser, which the cookies page lists (decision 0065). A new cookie or
 * storage key is added here in the same change; `purpose` is a key of the consent namespace's `storage` texts.
 */
export const OWN_STORAGE: readonly OwnStorage[] = [
  {
    name: `${AUTH_COOKIE_PREFIX}session`,
    kind: 'cookie',
    purpose: 'session',
    necessary: true,
    lifetime: { unit: 'day', count: AUTH_COOKIE_MAX_AGE_DAYS },
  },
  {
    name: SIGNED_IN_COOKIE_NAME,
    kind: 'cookie',
    purpose: 'signedIn',
    necessary: true,
    lifetime: { unit: 'day', count: AUTH_COOKIE_MAX_AGE_DAYS },
  },
  // server/src/modules/accounts/device-cookie.ts (DEVICE_COOKIE_DAYS)
  {
    name: `${AUTH_COOKIE_PREFIX}device`,
    kind: 'cookie',
    purpose: 'device',
    necessary: true,
    lifetime: { unit: 'day', count: 365 },
  },
  {
    name: CONSENT_COOKIE_NAME,
    kind: 'cookie',
    purpose: 'consent',
    necessary: true,
    lifetime: { unit: 'day', count: CONSENT_COOKIE_MAX_AGE_DAYS },
  },
  {
    name: LOCALE_COOKIE_NAME,
    kind: 'cookie',
    purpose: 'locale',
    necessary: false,
    lifetime: { unit: 'day', count: LOCALE_COOKIE_MAX_AGE_DAYS },
  },
  {
    name: 'site-entry-warning-skipped',
    kind: 'localStorage',
    purpose: 'entryWarning',
    necessary: false,
    lifetime: { unit: 'untilCleared' },
  },
  {
    name: 'tracking',
    kind: 'localStorage',
    purpose: 'tracking',
    necessary: false,
    lifetime: { unit: 'untilCleared' },
  },
  {
    name: 'discount-code',
    kind: 'localStorage',
    purpose: 'discountCode',
    necessary: false,
    lifetime: { unit: 'untilCleared' },
  },
  {
    name: 'chat-draft:*, chat-outbox:*, chat-send-on-enter',
    kind: 'localStorage',
    purpose: 'chatDrafts',
    necessary: true,
    lifetime: { unit: 'untilCleared' },
  },
  {
    name: 'pending-discount-code, activation-reminder-modal, chunk-reload-at',
    kind: 'sessionStorage',
    purpose: 'sessionFlags',
    necessary: true,
    lifetime: { unit: 'session' },
  },
  {
    name: 'app-shell-*, app-assets-*',
    kind: 'cacheStorage',
    purpose: 'appCache',
    necessary: false,
    lifetime: { unit: 'untilCleared' },
  },
];
