import {
  CONSENT_COOKIE_MAX_AGE_DAYS,
  CONSENT_COOKIE_NAME,
  type Consent,
  formatConsent,
  parseConsent,
} from '@community/contract';

function cookieValue(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE_NAME}=`))
    ?.slice(CONSENT_COOKIE_NAME.length + 1);
}

/** The visitor's choice from the first-party consent cookie (decision 0065); null before any choice. */
function readConsent(): Consent | null {
  return parseConsent(cookieValue());
}

const listeners = new Set<() => void>();
let last: { value: string | undefined; consent: Consent | null } | undefined;

/** The choice in the cookie now, the same object while the cookie is unchanged (a store's snapshot). */
export function currentConsent(): Consent | null {
  const value = cookieValue();
  if (!last || last.value !== value) last = { value, consent: parseConsent(value) };
  return last.consent;
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
  for (const listener of listeners) listener();
}

let atLoad: { consent: Consent | null } | undefined;

/**
 * The choice this document was requested with, read the first time it is asked (ConsentTags asks on its first
 * render, before any choice): the server's CSP for this document allows the tags of these categories only.
 */
export function consentAtLoad(): Consent | null {
  atLoad ??= { consent: readConsent() };
  return atLoad.consent;
}

/** For tests: the next consentAtLoad reads the cookie again, as a new document would. */
export function forgetConsentAtLoad(): void {
  atLoad = undefined;
}
