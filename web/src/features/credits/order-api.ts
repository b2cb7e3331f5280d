import { ORDER_POLL_INTERVAL_MS, type Order, paymentState } from '@community/contract';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { useCurrentUser } from '../session/use-current-user.ts';

const orderKey = (id: number) => ['order', id] as const;

/**
 * GET /api/order.php?id=: one of the member's orders, asked again every ORDER_POLL_INTERVAL_MS until its state
 * is final (SPEC §4); the progress bar shows only the first load.
 */
const orderQuery = (queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) =>
      apiFetch<{ order: Order }>('/api/order.php', {
        signal,
        query: { id },
        progress: queryClient.getQueryData(orderKey(id)) === undefined,
      }),
    refetchInterval: (query) => {
      const order = query.state.data?.order;
      if (query.state.status === 'error' || (order && paymentState(order.status) !== 'pending')) return false;
      return ORDER_POLL_INTERVAL_MS;
    },
  });

export function useOrder(id: number) {
  const queryClient = useQueryClient();
  const loggedIn = useCurrentUser() !== null;
  return useQuery({ ...orderQuery(queryClient, id), enabled: loggedIn });
}
