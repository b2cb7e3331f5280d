import { type CurrentUser, WEB_ROUTES } from '@community/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../api/client.ts';
import { forgetSignedIn } from './session-hint.ts';

export const CURRENT_USER_KEY = ['user'] as const;

/** GET /api/user.php: the member of this session, or null for a visitor (403 authentication_required) or a member
 * suspended or banned meanwhile. */
async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return (await apiFetch<{ user: CurrentUser }>('/api/user.php')).user;
  } catch (error) {
    // Asked before any screen listens: a banned member's browser loads the ban page, which the server answers by
    // signing it out; until the browser gets there nothing renders, so no member page sends it to the login.
    if (error instanceof ApiError && error.code === 'account_banned') {
      forgetSignedIn();
      if (window.location.pathname !== WEB_ROUTES['pages-ban']) {
        window.location.replace(WEB_ROUTES['pages-ban']);
        return new Promise<never>(() => {});
      }
    }
    if (error instanceof ApiError && error.silent) return null;
    throw error;
  }
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: getCurrentUser,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** After login, signup, reset or any call that answers `{ user }`: the whole app sees the new member at once. */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

/** Logged out (by the member or by a 403): drop everything that belonged to the member. */
export function clearSession(queryClient: QueryClient): void {
  // The member's own query stays, answered null: removed, every screen that reads it would ask the server again,
  // and that late 403 could land after a new login and clear it.
  // A refresh of the member already on its way (the periodic GET user.php) is dropped first: answered after this,
  // it would bring the member back on this device, whose screens would then call the server without a session.
  void queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY, exact: true });
  setCurrentUser(queryClient, null);
  forgetSignedIn();
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'settings' && query.queryKey[0] !== CURRENT_USER_KEY[0],
  });
}
