import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from './user-api.ts';

/**
 * Whether this browser had a member the last time the app knew (decision 0051). A page from the service worker's
 * cache carries no member: the app asks the server only when there probably is one, so a visitor's pages never
 * call GET /api/user.php for a 403. Nothing of the member is kept, only yes or no.
 */
const KEY = 'session-hint';

export function probablySignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

/** Keeps the hint in step with the member the app knows: set on login, cleared on logout or a 403. */
export function keepSessionHint(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== CURRENT_USER_KEY[0]) return;
    if (event.query.state.status !== 'success') return;
    try {
      if (event.query.state.data) localStorage.setItem(KEY, '1');
      else localStorage.removeItem(KEY);
    } catch {
      // Storage refused (private mode): the app asks the server, as without a hint.
    }
  });
}
