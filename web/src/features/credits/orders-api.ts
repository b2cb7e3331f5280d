import type { Order } from '@community/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { useCurrentUser } from '../session/use-current-user.ts';

export const ORDERS_QUERY_KEY = ['orders'] as const;

/** GET /api/orders.php: the member's orders, newest first. */
const ordersQuery = () =>
  queryOptions({
    queryKey: ORDERS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<{ orders: Order[] }>('/api/orders.php', { signal }),
  });

export function useOrders() {
  const loggedIn = useCurrentUser() !== null;
  return useQuery({ ...ordersQuery(), enabled: loggedIn });
}
