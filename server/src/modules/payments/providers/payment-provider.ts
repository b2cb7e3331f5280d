import type { Currency, Language, PaymentMethod } from '@community/contract';

/**
 * A payment provider behind one interface (DESIGN: payments): the built-in sandbox (the default) and Mollie
 * (MOLLIE_API_KEY). Our orders learn a payment's state only through `getPayment`: a webhook only names a payment.
 */
export type ProviderName = 'sandbox' | 'mollie';
export type ProviderPaymentStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export type NewProviderPayment = {
  /** Our order; the provider keeps it as metadata and answers it back. */
  orderId: number;
  /** Minor units (cents). */
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  /** Shown by the provider, e.g. "Flirtlokaal: 100 credits (order 123)". */
  description: string;
  /** Where the member's browser returns after the checkout: /transactions/<order id> on the member's site. */
  redirectUrl: string;
  /** Where the provider reports a change: /api/payment-webhook.php?provider=<name> on the same site. */
  webhookUrl: string;
  /** The member's language, for the checkout page. */
  locale: Language;
  /** A SEPA direct debit on a confirmed mandate (method sdd); there is no checkout page then. */
  directDebit?: { accountHolder: string; iban: string; mandateReference: string; signedAt: Date };
};

export type ProviderPayment = {
  id: string;
  status: ProviderPaymentStatus;
  amount: number;
  currency: Currency;
  /** The order id from the payment's metadata; null when the payment is not one of ours. */
  orderId: number | null;
  /** Totals so far, in minor units: a refund or a chargeback (also a SEPA reversal weeks later) raises them. */
  amountRefunded: number;
  amountChargedBack: number;
};

export type NewProviderRefund = {
  paymentId: string;
  /** Minor units; at most what is left of the payment after earlier refunds and chargebacks. */
  amount: number;
  currency: Currency;
  /** Shown on the member's statement where the provider supports it. */
  description: string;
  /** The same key again answers the refund already made instead of refunding twice (a retry after a lost answer). */
  idempotencyKey: string;
};

export type ProviderRefund = { id: string; amount: number };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates the payment; `checkoutUrl` is where the member pays (null for a direct debit). */
  createPayment(
    payment: NewProviderPayment,
  ): Promise<{ id: string; status: ProviderPaymentStatus; checkoutUrl: string | null }>;
  /** The payment as the provider knows it now; undefined when the provider does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | undefined>;
  /**
   * Cancels a payment whose checkout must no longer be paid (an order superseded by the member's next order with
   * the same discount code). True when the payment is cancelled; false when the provider no longer lets it be
   * (paid, under way, a method it cannot cancel, or an id it does not know): it may still be paid then.
   */
  cancelPayment(id: string): Promise<boolean>;
  /**
   * The payment made for one of our orders, found by the order id in its metadata, for an order that never
   * learned its payment id (the create call's answer was lost). Only payments made since `createdSince` are
   * looked at; undefined when there is none.
   */
  findPaymentOfOrder(orderId: number, createdSince: Date): Promise<ProviderPayment | undefined>;
  /**
   * Refunds part or all of a paid payment. Throws ProviderUnavailableError when the provider refuses it (not paid,
   * more than is left) or cannot be reached: then nothing was refunded, unless the answer was lost, which the same
   * idempotency key then answers. The payment's `amountRefunded` includes the refund from then on.
   */
  refund(refund: NewProviderRefund): Promise<ProviderRefund>;
}

/** A provider that could not be reached or answered an error: the caller answers 502/503, the webhook non-2xx. */
export class ProviderUnavailableError extends Error {}
