import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCurrentUser } from '../session/use-current-user.ts';
import { usePeriodicRefresh } from '../session/use-periodic-refresh.ts';
import { refreshLikes } from './likes-api.ts';

/** Keeps the likes fresh while a member is logged in, so the new-likes badge and the page title follow. */
export function LikesSync() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void refreshLikes(queryClient), [queryClient]);
  usePeriodicRefresh(refresh, useCurrentUser() !== null);
  return null;
}
