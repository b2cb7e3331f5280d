import { REFRESH_INTERVAL_MS, REFRESH_START_DELAY_MS } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../session/use-current-user.ts';
import { refreshLikes } from './likes-api.ts';

/**
 * Keeps the likes fresh while a member is logged in (SPEC §9: every 60 s, starting 5 s after mount), so the
 * new-likes badge and the page title follow. Every 300 s once push subscriptions exist.
 */
export function LikesSync() {
  const queryClient = useQueryClient();
  const loggedIn = useCurrentUser() !== null;

  useEffect(() => {
    if (!loggedIn) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const refresh = () => void refreshLikes(queryClient);
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
