import type { ApiAnswer, DirectDebitBody, DirectDebitResendBody, Order } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

/** The body of POST /api/directdebit.php (directDebitBodySchema in the contract). */
export type DirectDebitForm = DirectDebitBody;
/** A mandate waiting for the code sent by SMS to `phone_hint`. */
export type PendingMandate = ApiAnswer<'POST /api/directdebit.php'>['mandate'];

/** POST /api/directdebit.php: stores the mandate and sends a code by SMS; nothing is ordered yet. */
export async function startMandate(form: DirectDebitForm): Promise<PendingMandate> {
  return (await apiFetch<{ mandate: PendingMandate }>('/api/directdebit.php', { method: 'POST', body: form }))
    .mandate;
}

/**
 * POST /api/directdebit-code.php: the code confirms the mandate and places the order. The same client_id is
 * sent on every try of one mandate, so a lost answer retried places one order.
 */
export async function confirmMandateCode(input: {
  mandate: number;
  otp: string;
  client_id: string;
}): Promise<Order> {
  return (await apiFetch<{ order: Order }>('/api/directdebit-code.php', { method: 'POST', body: input }))
    .order;
}

/** POST /api/directdebit-resend.php: a new code for the mandate (the old one stops working). */
export async function resendMandateCode(mandate: number): Promise<PendingMandate> {
  return (
    await apiFetch<{ mandate: PendingMandate }>('/api/directdebit-resend.php', {
      method: 'POST',
      body: { mandate } satisfies DirectDebitResendBody,
    })
  ).mandate;
}
