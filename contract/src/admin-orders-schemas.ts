import { z } from 'zod';
import { ORDER_STATUSES } from './payments.ts';

/** Shapes of the back office's orders and refunds (issue 23; docs/payments.md, "Refunds from the back office"). */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const adminOrderSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_email: z.string().nullable(),
  package_id: z.number().int(),
  credits: z.number().int(),
  list_amount: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  method: z.string(),
  country: z.string().nullable(),
  discount_code: z.string().nullable(),
  provider: z.string(),
  /** The provider's payment id (Mollie tr_…, the sandbox sbx_…). */
  payment_id: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  refunded_amount: z.number().int(),
  charged_back_amount: z.number().int(),
  credits_taken_back: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** q: an order id, a member's e-mail address, or the provider's payment id. */
export const adminOrdersQuerySchema = z.object({ q: z.string().trim().min(1).max(254) }).strict();
export const adminOrdersResponseSchema = z.object({ orders: z.array(adminOrderSchema) });

export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  reference: z.string(),
  created_at: z.string(),
});
export const adminRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  credits_taken_back: z.number().int(),
  provider_refund_id: z.string(),
  staff_email: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export const adminOrderQuerySchema = z.object({ id }).strict();
export const adminOrderResponseSchema = z.object({
  order: adminOrderSchema,
  /** The ledger entries this order booked: its purchase, a debt paid off, refunds and chargebacks. */
  ledger: z.array(adminLedgerEntrySchema),
  refunds: z.array(adminRefundSchema),
  member: z.object({ credits: z.number().int(), credit_debt: z.number().int() }),
  /** What may still be refunded (minor units): the amount less what was refunded or charged back. */
  refundable: z.number().int(),
  /** Whether the provider that took the payment can refund it from here. */
  refund_supported: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderResponseSchema>;

/**
 * POST /api/admin/order-refund.php. `client_id` names this refund: the same one again (a double click, a retry
 * after a lost answer) answers the refund already made instead of refunding twice.
 */
export const adminRefundBodySchema = z
  .object({
    id,
    amount: z.number().int().min(1).max(10_000_000),
    reason: z.string().trim().min(3).max(500),
    client_id: z.string().uuid(),
  })
  .strict();
export type AdminRefundBody = z.input<typeof adminRefundBodySchema>;
