import { REFRESH_INTERVAL_MS, REFRESH_INTERVAL_PUSH_MS } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePushSubscribed } from '../push/push-state.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { usePeriodicRefresh } from '../session/use-periodic-refresh.ts';
import { refreshLikes } from './likes-api.ts';

/** Keeps the likes fresh while a member is logged in, so the new-likes badge and the page title follow. */
export function LikesSync() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void refreshLikes(queryClient), [queryClient]);
  const interval = usePushSubscribed() ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS;
  usePeriodicRefresh(refresh, useCurrentUser() !== null, interval);
  return null;
}
