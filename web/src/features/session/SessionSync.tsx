import { REFRESH_INTERVAL_MS, REFRESH_INTERVAL_PUSH_MS, WEB_ROUTES } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onAuthenticationRequired } from '../../api/client.ts';
import { usePushSubscribed } from '../push/push-state.ts';
import { usePageHiddenBeacon } from './page-hidden-beacon.ts';
import { useCurrentUser } from './use-current-user.ts';
import { usePeriodicRefresh } from './use-periodic-refresh.ts';
import { CURRENT_USER_KEY, clearSession } from './user-api.ts';

/**
 * Keeps the member fresh (SPEC §9), logs out on 403 authentication_required (SPEC §4) or a suspension or ban
 * (showing /pages/ban for a ban), and tells the server when the
 * member's page becomes hidden (SPEC §7).
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onAuthenticationRequired((code) => {
        if (code !== 'account_banned') return clearSession(queryClient);
        // A banned member's every call answers account_banned: the ban page tells them why (decision 0056). Signed
        // out once it shows, so the member-only page they were on cannot send them to the login first.
        void Promise.resolve(navigate(WEB_ROUTES['pages-ban'], { replace: true })).then(() =>
          clearSession(queryClient),
        );
      }),
    [queryClient, navigate],
  );
  const refresh = useCallback(
    () => void queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY }),
    [queryClient],
  );
  const loggedIn = useCurrentUser() !== null;
  const interval = usePushSubscribed() ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS;
  usePeriodicRefresh(refresh, loggedIn, interval);
  usePageHiddenBeacon(loggedIn);
  return null;
}
