import { createHash } from 'node:crypto';
import {
  createMollieClient,
  MandateMethod,
  MollieApiError,
  type MollieClient,
  PaymentMethod as MollieMethod,
  type Payment,
  SequenceType,
} from '@mollie/api-client';
import {
  fromMollieStatus,
  fromMollieValue,
  isOurCurrency,
  MOLLIE_LOCALES,
  MOLLIE_METHODS,
  orderIdFromMetadata,
  signatureDate,
  toMollieValue,
} from './mollie-mapping.ts';
import {
  type NewProviderPayment,
  type PaymentProvider,
  type ProviderPayment,
  ProviderUnavailableError,
} from './payment-provider.ts';

export type MollieProviderOptions = {
  /** Mollie's API root; tests point it at a local fake. It must be https: the client only speaks TLS. */
  baseUrl?: string;
  /** How long one call (with the client's own retries of a 5xx) may take before we call Mollie unreachable. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 20_000;
/** Payments listed (newest first, 250 a page) when looking for an order's payment whose id we never learned. */
const ORDER_LOOKUP_PAGES = 4;
/** Mollie shows a refund's description on the customer's statement where it can; it takes 140 characters. */
const REFUND_DESCRIPTION_LENGTH = 140;
/** Mollie's payment ids; anything else (a webhook is untrusted input) is not asked about. */
const PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;

/** Mollie (docs/payments.md, "Mollie"), through the official client @mollie/api-client. */
export function createMollieProvider(apiKey: string, options: MollieProviderOptions = {}): PaymentProvider {
  if (!/^(live|test)_\w+$/.test(apiKey)) throw new Error('MOLLIE_API_KEY must start with live_ or test_');
  const client = createMollieClient({
    apiKey,
    ...(options.baseUrl ? { apiEndpoint: options.baseUrl } : {}),
  });
  const call = <T>(what: string, request: () => Promise<T>) =>
    withTimeout(request(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS).catch((error: unknown) => {
      throw unavailable(what, error, apiKey);
    });

  return {
    name: 'mollie',

    async createPayment(input) {
      if ((input.method === 'sdd') !== (input.directDebit !== undefined)) {
        throw new TypeError('A direct debit (sdd), and only a direct debit, comes with its mandate');
      }
      const payment = input.directDebit
        ? await createDirectDebit(client, input, input.directDebit, call)
        : await call('create a payment', () => client.payments.create(oneOffPayment(input)));
      return {
        id: payment.id,
        status: fromMollieStatus(payment.status),
        checkoutUrl: input.directDebit ? null : (payment.getCheckoutUrl() ?? null),
      };
    },

    async getPayment(id) {
      if (!PAYMENT_ID.test(id)) return undefined;
      let payment: Payment;
      try {
        payment = await withTimeout(client.payments.get(id), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 404) return undefined;
        throw unavailable('get a payment', error, apiKey);
      }
      return toProviderPayment(payment);
    },

    async cancelPayment(id) {
      if (!PAYMENT_ID.test(id)) return false;
      try {
        // 200 with the cancelled payment; the client answers a body-less 204 as true.
        const answer = (await withTimeout(
          client.payments.cancel(id),
          options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        )) as Payment | true;
        return answer === true || answer.status === 'canceled';
      } catch (error) {
        // 422: Mollie no longer lets it be cancelled (isCancelable false); 404: not a payment of this key.
        if (error instanceof MollieApiError && (error.statusCode === 422 || error.statusCode === 404)) {
          return false;
        }
        throw unavailable('cancel a payment', error, apiKey);
      }
    },
    async refund(input) {
      if (!PAYMENT_ID.test(input.paymentId)) {
        throw new ProviderUnavailableError(
          `Mollie could not refund ${input.paymentId}: not a Mollie payment id`,
        );
      }
      // POST /v2/payments/:id/refunds; the Idempotency-Key makes a retry answer the refund already made.
      const refund = await call('create a refund', () =>
        client.paymentRefunds.create({
          paymentId: input.paymentId,
          amount: { currency: input.currency, value: toMollieValue(input.amount) },
          description: input.description.slice(0, REFUND_DESCRIPTION_LENGTH),
          idempotencyKey: input.idempotencyKey,
        }),
      );
      return { id: refund.id, amount: readAmount(refund.amount.value) };
    },
    async findPaymentOfOrder(orderId, createdSince) {
      // Mollie finds no payment by metadata: its newest payments are listed until they are older than the order.
      let page = await call('list payments', () => client.payments.page({ limit: 250 }));
      for (let pages = 1; ; pages += 1) {
        for (const payment of page) {
          if (Date.parse(payment.createdAt) < createdSince.getTime()) return undefined;
          if (orderIdFromMetadata(payment.metadata) === orderId) return toProviderPayment(payment);
        }
        const next = page.nextPage;
        if (!next || pages >= ORDER_LOOKUP_PAGES) return undefined;
        page = await call('list payments', next);
      }
    },
  };
}

type Call = <T>(what: string, request: () => Promise<T>) => Promise<T>;

function oneOffPayment(input: NewProviderPayment) {
  const method = MOLLIE_METHODS[input.method];
  return {
    ...common(input, 'payment'),
    redirectUrl: input.redirectUrl,
    ...(method ? { method } : {}),
  };
}

/**
 * SEPA direct debit on the mandate the member confirmed with us: Mollie needs a customer holding a mandate, then
 * charges it with a recurring payment; there is no checkout page.
 */
async function createDirectDebit(
  client: MollieClient,
  input: NewProviderPayment,
  debit: NonNullable<NewProviderPayment['directDebit']>,
  call: Call,
): Promise<Payment> {
  const customer = await call('create a customer', () =>
    client.customers.create({
      name: debit.accountHolder,
      locale: MOLLIE_LOCALES[input.locale],
      metadata: { order_id: input.orderId },
      idempotencyKey: idempotencyKey(input, 'customer'),
    }),
  );
  const mandate = await call('create a mandate', () =>
    client.customerMandates.create({
      customerId: customer.id,
      method: MandateMethod.directdebit,
      consumerName: debit.accountHolder,
      consumerAccount: debit.iban.replace(/\s+/g, '').toUpperCase(),
      signatureDate: signatureDate(debit.signedAt),
      mandateReference: debit.mandateReference,
      idempotencyKey: idempotencyKey(input, 'mandate'),
    }),
  );
  return call('create a direct debit', () =>
    client.payments.create({
      ...common(input, 'payment'),
      method: MollieMethod.directdebit,
      sequenceType: SequenceType.recurring,
      customerId: customer.id,
      mandateId: mandate.id,
    }),
  );
}

function common(input: NewProviderPayment, step: string) {
  return {
    amount: { currency: input.currency, value: toMollieValue(input.amount) },
    description: input.description,
    webhookUrl: input.webhookUrl,
    locale: MOLLIE_LOCALES[input.locale],
    metadata: { order_id: input.orderId },
    idempotencyKey: idempotencyKey(input, step),
  };
}

/**
 * The same order never becomes two Mollie objects, even when it is sent again after a timeout (Mollie's API
 * idempotency guide warns of the double recurring charge). The key holds the site's URLs, so two installations
 * that share a test key do not collide on order numbers.
 */
function idempotencyKey(input: NewProviderPayment, step: string): string {
  const debit = input.directDebit;
  const payload = [
    input.orderId,
    input.amount,
    input.currency,
    input.method,
    input.webhookUrl,
    input.redirectUrl,
  ]
    .concat(
      debit ? [debit.accountHolder, debit.iban, debit.mandateReference, debit.signedAt.toISOString()] : [],
    )
    .join('|');
  return `order-${input.orderId}-${step}-${createHash('sha256').update(payload).digest('hex').slice(0, 32)}`;
}

function toProviderPayment(payment: Payment): ProviderPayment | undefined {
  // Every payment we create is in a currency we sell in; another one is not ours to account for.
  if (!isOurCurrency(payment.amount.currency)) return undefined;
  return {
    id: payment.id,
    status: fromMollieStatus(payment.status),
    amount: readAmount(payment.amount.value),
    currency: payment.amount.currency,
    orderId: orderIdFromMetadata(payment.metadata),
    // Both are absent while zero (Mollie's get-payment reference).
    amountRefunded: readAmount(payment.amountRefunded?.value ?? '0.00'),
    amountChargedBack: readAmount(payment.amountChargedBack?.value ?? '0.00'),
  };
}

function readAmount(value: string): number {
  const minorUnits = fromMollieValue(value);
  if (minorUnits === undefined)
    throw new ProviderUnavailableError(`Mollie answered an amount we cannot read: ${value}`);
  return minorUnits;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What went wrong, for the log, without the API key (an error text could quote a header or URL). */
function unavailable(what: string, error: unknown, apiKey: string): ProviderUnavailableError {
  if (error instanceof ProviderUnavailableError) return error;
  let reason = error instanceof Error ? error.message : String(error);
  if (error instanceof MollieApiError && error.statusCode !== undefined) {
    reason = `${error.statusCode}: ${reason}${error.field ? ` (${error.field})` : ''}`;
  }
  return new ProviderUnavailableError(`Mollie could not ${what}: ${reason.replaceAll(apiKey, '[API key]')}`);
}
