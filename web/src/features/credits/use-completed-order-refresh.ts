import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CURRENT_USER_KEY } from '../session/user-api.ts';
import { CREDITS_QUERY_KEY } from './credits-api.ts';
import { ORDERS_QUERY_KEY } from './orders-api.ts';

/**
 * Once an order is paid, the member's credits and premium status (paid_user) changed on the server: load the
 * member again, and the offer (the repeat order) and the order list with it.
 */
export function useCompletedOrderRefresh(completed: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!completed) return;
    void queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
    void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
  }, [completed, queryClient]);
}
