/** A phone: a narrow screen (under Bootstrap's sm breakpoint) used by touch (decision 0066). */
const PHONE_MEDIA = '(max-width: 575.98px) and (pointer: coarse)';

export function isPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA).matches;
}

const CANCELLED_KEY = 'partner-redirect-cancelled';

/** A cancelled redirect stays cancelled for the visit (the tab's session). Storage may be missing. */
export function redirectCancelled(): boolean {
  try {
    return sessionStorage.getItem(CANCELLED_KEY) === '1';
  } catch {
    return false;
  }
}

export function cancelRedirect(): void {
  try {
    sessionStorage.setItem(CANCELLED_KEY, '1');
  } catch {
    // Without storage the cancel holds until the page is reloaded.
  }
}

/** The partner's host name, as the countdown names it. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
