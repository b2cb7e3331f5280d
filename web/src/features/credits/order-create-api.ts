import type { Order, PaymentMethod } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

export type OrderRequest = {
  package: number;
  method: PaymentMethod;
  /** One per attempt: the same id again answers the same order (docs/payments.md). */
  client_id: string;
  discount_code?: string | null;
  country?: string;
  /** The member ticked DeliveryConsent for this purchase; the server refuses an order without it. */
  delivery_consent: true;
};

/** POST /api/order.php: the order and where to pay it. */
export function createOrder(body: OrderRequest): Promise<{ order: Order; checkout_url: string }> {
  return apiFetch('/api/order.php', { method: 'POST', body });
}
