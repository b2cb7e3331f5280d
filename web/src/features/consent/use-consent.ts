import { type Consent, matchWebRoute, type SiteTag, TAG_PROVIDERS, tagsAllowedOn } from '@community/contract';
import { useSyncExternalStore } from 'react';
import { consentAtLoad, currentConsent, storeConsent, subscribeConsent } from './consent-cookie.ts';

/**
 * What this document may load: the categories agreed to now and when it was requested (its CSP allows no more).
 * A category agreed to later is loaded by the page anew (chooseConsent), one withdrawn stops at once.
 */
export function loadableConsent(consent: Consent | null): Consent | null {
  const atLoad = consentAtLoad();
  if (!consent || !atLoad) return null;
  return {
    statistics: consent.statistics && atLoad.statistics,
    marketing: consent.marketing && atLoad.marketing,
  };
}

/** The visitor's choice; null while none was made. */
export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribeConsent, currentConsent, () => null);
}

/**
 * Stores a choice. A category agreed to now, with a tag of this site, that this page's CSP did not allow yet
 * (it follows the cookie the page was requested with) needs the page anew: it is reloaded, and its tags load.
 */
export function chooseConsent(consent: Consent, tags: SiteTag[]): void {
  const atLoad = consentAtLoad();
  storeConsent(consent);
  const newlyAllowed = tags.some((tag) => {
    const category = TAG_PROVIDERS[tag.kind].category;
    return consent[category] && !atLoad?.[category];
  });
  if (newlyAllowed && tagsAllowedOn(matchWebRoute(window.location.pathname))) window.location.reload();
}
