import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { onAuthenticationRequired } from '../../api/client.ts';
import { useCurrentUser } from './use-current-user.ts';
import { usePeriodicRefresh } from './use-periodic-refresh.ts';
import { CURRENT_USER_KEY, clearSession } from './user-api.ts';

/** Keeps the member fresh (SPEC §9) and logs out on 403 authentication_required (SPEC §4). */
export function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => onAuthenticationRequired(() => clearSession(queryClient)), [queryClient]);
  const refresh = useCallback(
    () => void queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY }),
    [queryClient],
  );
  usePeriodicRefresh(refresh, useCurrentUser() !== null);
  return null;
}
