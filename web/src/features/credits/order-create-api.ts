import type { ApiAnswer, CreateOrderBody } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

/** `client_id` is one per attempt: the same id again answers the same order (docs/payments.md). */
export type OrderRequest = CreateOrderBody;

/** POST /api/order.php: the order and where to pay it. */
export function createOrder(body: OrderRequest): Promise<ApiAnswer<'POST /api/order.php'>> {
  return apiFetch('/api/order.php', { method: 'POST', body });
}
