import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/client.ts';
import { staffSessionQuery } from './staff-session-api.ts';

const timedOut = (error: unknown) => error instanceof ApiError && error.code === 'second_factor_required';

/**
 * Any back-office call (query or mutation) answered 403 `second_factor_required` means the staff session timed
 * out (idle, or its 8 hours are over): the staff session is asked again, so the authenticator step shows. Once,
 * here in the admin shell, for every screen.
 */
export function useSecondFactorExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => queryClient.invalidateQueries({ queryKey: staffSessionQuery.queryKey });
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && timedOut(event.action.error))
        recheck();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && timedOut(event.action.error))
        recheck();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
