import { REFRESH_INTERVAL_MS, REFRESH_START_DELAY_MS } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onAuthenticationRequired } from '../../api/client.ts';
import { useCurrentUser } from './use-current-user.ts';
import { CURRENT_USER_KEY, clearSession } from './user-api.ts';

/**
 * Keeps the member fresh (SPEC §9: every 60 s, starting 5 s after mount) and logs out on 403
 * authentication_required (SPEC §4). Push subscriptions (300 s) arrive with the push feature.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const loggedIn = useCurrentUser() !== null;

  useEffect(() => onAuthenticationRequired(() => clearSession(queryClient)), [queryClient]);

  useEffect(() => {
    if (!loggedIn) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const refresh = () => void queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
    const start = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, REFRESH_INTERVAL_MS);
    }, REFRESH_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [loggedIn, queryClient]);

  return null;
}
