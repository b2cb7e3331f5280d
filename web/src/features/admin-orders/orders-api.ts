import type { AdminRefundBody, ApiAnswer } from '@community/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

export type AdminOrderView = ApiAnswer<'GET /api/admin/order.php'>;

/** GET /api/admin/orders.php: orders by id, member e-mail or the provider's payment id. */
export function useOrderSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'orders', q],
    queryFn: ({ signal }) =>
      apiFetch<ApiAnswer<'GET /api/admin/orders.php'>>('/api/admin/orders.php', { signal, query: { q } }),
    enabled: q !== '',
  });
}

const orderKey = (id: number | null) => ['admin', 'order', id] as const;

/** GET /api/admin/order.php: the order with its ledger entries and refunds. */
export function useAdminOrder(id: number | null) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) =>
      apiFetch<AdminOrderView>('/api/admin/order.php', { signal, query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/**
 * POST /api/admin/order-refund.php. Tried once: a refused or failed refund is the administrator's to retry (with
 * the same client_id, which the server answers once).
 */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundBody) =>
      apiFetch<AdminOrderView>('/api/admin/order-refund.php', { method: 'POST', body, retry: false }),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKey(answer.order.id), answer);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}
