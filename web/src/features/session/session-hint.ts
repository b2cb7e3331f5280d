import { SIGNED_IN_COOKIE_NAME } from '@community/contract';

/**
 * Whether this browser has a session (decision 0051): the server sets the readable `signed_in` cookie beside the
 * session cookie and clears them together. A page from the service worker's cache carries no member: it asks the
 * server only when there probably is one, so a visitor's pages never call GET /api/user.php for a 403.
 */
export function probablySignedIn(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE_NAME}=1`);
}

/** The session ended (logout, a 403): forget the hint too, so the next cached page starts as a visitor's. */
export function forgetSignedIn(): void {
  document.cookie = `${SIGNED_IN_COOKIE_NAME}=; path=/; max-age=0; samesite=lax`;
}
