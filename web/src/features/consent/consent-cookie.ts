import {
  CONSENT_COOKIE_MAX_AGE_DAYS,
  CONSENT_COOKIE_NAME,
  type Consent,
  formatConsent,
  parseConsent,
} from '@community/contract';

/** The visitor's choice from the first-party consent cookie (decision 0065); null before any choice. */
export function readConsent(): Consent | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE_NAME}=`));
  return parseConsent(entry?.slice(CONSENT_COOKIE_NAME.length + 1));
}

const listeners = new Set<() => void>();
let current: Consent | null | undefined;

/** The choice as the page holds it (the cookie, read once, then each change made here). */
export function currentConsent(): Consent | null {
  if (current === undefined) current = readConsent();
  return current;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the choice for CONSENT_COOKIE_MAX_AGE_DAYS; the server reads it for the page's CSP. */
export function storeConsent(consent: Consent): void {
  const maxAge = CONSENT_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE_NAME}=${formatConsent(consent)}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
  current = consent;
  for (const listener of listeners) listener();
}

/** The choice this page was served with: the server's CSP allows the tags of these categories only. */
export const consentAtLoad: Consent | null = readConsent();
