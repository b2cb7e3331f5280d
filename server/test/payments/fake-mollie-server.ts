/**
 * A local stand-in for Mollie's v2 API, answering the calls our Mollie provider makes as Mollie documents them.
 * Checked against:
 * - Create payment: https://docs.mollie.com/reference/create-payment (amount {currency, value}, description,
 *   redirectUrl, webhookUrl, locale, method, metadata; 201 with the payment and `_links.checkout`).
 * - Get payment: https://docs.mollie.com/reference/v2/payments-api/get-payment (resource 'payment', id 'tr_…',
 *   mode, status, amount, metadata, HAL `_links`; `amountRefunded`/`amountRemaining` only when refunds are
 *   possible, `amountChargedBack` only when it is not zero).
 * - Statuses: https://docs.mollie.com/docs/status-change (open, canceled, pending, authorized, expired, failed,
 *   paid).
 * - Customers and recurring: https://docs.mollie.com/docs/recurring, https://docs.mollie.com/docs/recurring-payments
 *   and https://docs.mollie.com/reference/v2/customers-api/create-customer-payment (redirectUrl may be left out
 *   of a recurring payment; /customers/{id}/payments is an alias of create payment with customerId).
 * - Create mandate: https://docs.mollie.com/reference/v2/mandates-api/create-mandate (method directdebit|paypal,
 *   consumerName required, consumerAccount (IBAN) required for directdebit, signatureDate YYYY-MM-DD,
 *   mandateReference).
 * - Errors: https://docs.mollie.com/overview/handling-errors (body {status, title, detail, field?,
 *   _links.documentation}); the 401/404/422 texts as in mollie/mollie-api-node tests/unit/errors.test.ts.
 * - Cancel payment: https://docs.mollie.com/reference/cancel-payment (DELETE /v2/payments/{id}; only while the
 *   payment's `isCancelable` is true, which depends on the method and lasts at most while it is open; 200 with the
 *   payment, now `canceled` with `canceledAt`; 422 when it cannot be cancelled, 404 for an unknown id).
 * - List payments: https://docs.mollie.com/reference/list-payments (newest first; `limit` up to 250, default 50;
 *   `from` names the first payment of the page; HAL `count`, `_embedded.payments`, `_links.next` or null).
 * - Create payment refund: https://docs.mollie.com/reference/create-refund (POST /v2/payments/{id}/refunds with
 *   amount {currency, value} in the payment's currency, optional description (shown on the statement, up to 140
 *   characters) and metadata; 201 with the refund resource: resource 'refund', id 're_…', amount, status 'queued' or
 *   'pending' at first, description, metadata, paymentId, createdAt, HAL `_links` with `payment`; 422 when the
 *   payment cannot be refunded or the amount is higher than what is left of it (`amountRemaining`), 404 for an
 *   unknown payment). The payment's `amountRefunded` includes the refund from its creation.
 * - Idempotency: https://docs.mollie.com/overview/api-idempotency (a repeated Idempotency-Key is the same request).
 * - Methods: the `method` values of @mollie/api-client 4.6 (giropay and sofort are only historic there).
 *
 * The client library only speaks TLS (it pins Mollie's CA bundle), so this fake serves https with the self-signed
 * certificate below and, while it runs, turns certificate checks off for this test process.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

// A throwaway key and certificate for 127.0.0.1, only ever used by this fake.
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgndYh9kdI8OqrC6r+
/yVmWHjXz44h77JU3cbOkIPi9YihRANCAARzphtF55x6sJ9kpnlW9EDOHe2MvNXk
TGtXlT1/6C6XxFqmyA0DeEfbi2r7op7Y10uagX0IJdDc61UpEvky6x4s
-----END PRIVATE KEY-----`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBqDCCAU6gAwIBAgITHC2J5r0Tn99lVKmEIxs6izIgQDAKBggqhkjOPQQDAjAb
MRkwFwYDVQQDDBBmYWtlLW1vbGxpZS50ZXN0MCAXDTI2MTEyMjExMTcxNloYDzIx
MjYxMDI5MTExNzE2WjAbMRkwFwYDVQQDDBBmYWtlLW1vbGxpZS50ZXN0MFkwEwYH
KoZIzj0CAQYIKoZIzj0DAQcDQgAEc6YbReecerCfZKZ5VvRAzh3tjLzV5ExrV5U9
f+gul8RapsgNA3hH24tq+6Ke2NdLmoF9CCXQ3OtVKRL5MuseLKNvMG0wHQYDVR0O
BBYEFPmY4RirU3DAS2xg3qAkXZHkIBxbMB8GA1UdIwQYMBaAFPmY4RirU3DAS2xg
3qAkXZHkIBxbMA8GA1UdEwEB/wQFMAMBAf8wGgYDVR0RBBMwEYcEfwAAAYIJbG9j
YWxob3N0MAoGCCqGSM49BAMCA0gAMEUCIArUwFmDpEtM0kt7MsBdAWvSlYUukOqU
6hsCBM9CTsqoAiEA9szdKaJ9y0qtSsraRrPU5RahnEshTsA7sCpGq70/7pU=
-----END CERTIFICATE-----`;

const MOLLIE_STATUSES = ['open', 'canceled', 'pending', 'authorized', 'expired', 'failed', 'paid'] as const;
export type MollieStatus = (typeof MOLLIE_STATUSES)[number];

/** The `method` values Mollie takes today. */
// biome-ignore format: a list of names
const MOLLIE_METHOD_NAMES = [
  'alma', 'applepay', 'bacs', 'bancomatpay', 'bancontact', 'banktransfer', 'belfius', 'billie', 'bizum', 'blik',
  'creditcard', 'directdebit', 'eps', 'giftcard', 'googlepay', 'ideal', 'in3', 'kbc', 'klarna', 'mbway',
  'mobilepay', 'multibanco', 'mybank', 'paybybank', 'paypal', 'paysafecard', 'pointofsale', 'przelewy24', 'riverty',
  'satispay', 'swish', 'trustly', 'twint', 'vipps', 'voucher',
];
// biome-ignore format: a list of names
const LOCALES = [
  'en_US', 'en_GB', 'nl_NL', 'nl_BE', 'fr_FR', 'fr_BE', 'fr_LU', 'de_DE', 'de_AT', 'de_CH', 'de_LU', 'es_ES', 'ca_ES',
  'pt_PT', 'it_IT', 'nb_NO', 'sv_SE', 'fi_FI', 'da_DK', 'is_IS', 'hu_HU', 'pl_PL', 'lv_LV', 'lt_LT',
];
// biome-ignore format: a list of names
const CURRENCIES = [
  'EUR',
  'PLN',
  'GBP',
  'CHF',
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'DKK',
  'NOK',
  'SEK',
  'CZK',
  'HUF',
  'RON',
];
const AMOUNT_VALUE = /^\d+\.\d{2}$/;

type Json = Record<string, unknown>;
type Amount = { currency: string; value: string };

type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Json | undefined;
};

type StoredPayment = Json & {
  id: string;
  status: MollieStatus;
  amount: Amount;
  sequenceType: string;
  refunded: string;
  chargedBack: string;
  /** False for a method Mollie cannot cancel (a test sets it): DELETE then answers 422 even while open. */
  cancelable: boolean;
};

type Failure = { status: number; retryAfterSeconds: number | undefined; detail: string };

export type FakeMollie = {
  /** The API root to give the client (apiEndpoint). */
  url: string;
  /** The one key this fake accepts. */
  apiKey: string;
  requests: RecordedRequest[];
  customers: Map<string, Json>;
  mandates: Map<string, Json>;
  /** The refunds made through POST /v2/payments/:id/refunds, as Mollie answered them. */
  refunds: Json[];
  /** The payment as GET /v2/payments/:id answers it now. */
  payment(id: string): Json | undefined;
  /** What Mollie would report after a checkout, a refund or a chargeback (amounts as Mollie writes them). */
  updatePayment(
    id: string,
    change: {
      status?: MollieStatus;
      amountRefunded?: string;
      amountChargedBack?: string;
      metadata?: unknown;
      /** false: the payment's method cannot be cancelled (isCancelable false even while open). */
      cancelable?: boolean;
    },
  ): void;
  /**
   * The next `count` requests answer this status, as Mollie's own trouble. The client tries a 5xx three times, 2 s
   * apart, unless the answer carries Retry-After.
   */
  failNext(count: number, failure?: Partial<Failure>): void;
  /** The next request gets no answer at all. */
  hangNext(): void;
  close(): Promise<void>;
};

export async function startFakeMollie(): Promise<FakeMollie> {
  const apiKey = `test_${token(30)}`;
  const requests: RecordedRequest[] = [];
  const payments = new Map<string, StoredPayment>();
  const customers = new Map<string, Json>();
  const mandates = new Map<string, Json>();
  const refunds: Json[] = [];
  const idempotent = new Map<string, { status: number; body: Json }>();
  const failures: Failure[] = [];
  let hang = false;
  let base = '';

  const server: Server = createServer({ key: TLS_KEY, cert: TLS_CERT }, (req, res) => {
    readBody(req).then(
      (raw) => {
        if (hang) {
          hang = false;
          return;
        }
        const url = new URL(req.url ?? '/', 'https://fake');
        const path = url.pathname;
        let body: Json | undefined;
        try {
          body = raw ? (JSON.parse(raw) as Json) : undefined;
        } catch {
          return send(res, error(400, 'Bad Request', 'The request body is not valid JSON'));
        }
        const idempotencyKey = header(req, 'idempotency-key');
        requests.push({
          method: req.method ?? '',
          path,
          authorization: header(req, 'authorization'),
          idempotencyKey,
          body,
        });
        const failure = failures.shift();
        if (failure) {
          const title = failure.status >= 500 ? 'Internal Server Error' : 'Error';
          const answer = error(failure.status, title, failure.detail);
          if (failure.retryAfterSeconds !== undefined) {
            res.setHeader('retry-after', String(failure.retryAfterSeconds));
          }
          return send(res, answer);
        }
        if (header(req, 'authorization') !== `Bearer ${apiKey}`) {
          return send(res, unauthorized());
        }
        const replayKey = idempotencyKey && req.method === 'POST' ? `${path} ${idempotencyKey}` : undefined;
        const replay = replayKey ? idempotent.get(replayKey) : undefined;
        if (replay) return send(res, replay);
        const answer = route(req.method ?? '', path, body ?? {}, url.searchParams);
        if (replayKey && answer.status < 500) idempotent.set(replayKey, answer);
        send(res, answer);
      },
      () => res.destroy(),
    );
  });

  function route(
    method: string,
    path: string,
    body: Json,
    query: URLSearchParams,
  ): { status: number; body: Json } {
    // /v2/<collection>[/<id>[/<sub-collection>]]
    const [version, collection, id, sub, extra] = path.split('/').slice(1);
    if (version !== 'v2' || extra !== undefined) return notFound();
    if (collection === 'payments' && method === 'POST' && id === undefined) return createPayment(body);
    if (collection === 'payments' && method === 'GET' && id === undefined) return listPayments(query);
    if (collection === 'payments' && method === 'GET' && id && sub === undefined) {
      const payment = payments.get(id);
      return payment
        ? { status: 200, body: presentPayment(payment) }
        : error(404, 'Not Found', `No payment exists with token ${id}.`);
    }
    if (collection === 'payments' && method === 'DELETE' && id && sub === undefined) return cancelPayment(id);
    if (collection === 'payments' && method === 'POST' && id && sub === 'refunds')
      return createRefund(id, body);
    if (collection === 'customers' && method === 'POST' && id === undefined) return createCustomer(body);
    if (collection === 'customers' && method === 'POST' && id && sub === 'mandates')
      return createMandate(id, body);
    if (collection === 'customers' && method === 'POST' && id && sub === 'payments') {
      return customers.has(id)
        ? createPayment({ ...body, customerId: id })
        : error(404, 'Not Found', `No customer exists with token ${id}.`);
    }
    return notFound();
  }

  function createPayment(body: Json): { status: number; body: Json } {
    const amount = body.amount as Partial<Amount> | undefined;
    if (typeof amount !== 'object' || amount === null)
      return invalid('amount', 'The amount is required for payments');
    if (typeof amount.currency !== 'string' || !CURRENCIES.includes(amount.currency)) {
      return invalid('amount.currency', 'The amount currency is invalid');
    }
    if (typeof amount.value !== 'string' || !AMOUNT_VALUE.test(amount.value) || Number(amount.value) <= 0) {
      return invalid('amount.value', 'The amount contains an invalid value');
    }
    if (typeof body.description !== 'string' || body.description.trim() === '') {
      return invalid('description', 'The description is required');
    }
    const sequenceType = body.sequenceType ?? 'oneoff';
    if (!['oneoff', 'first', 'recurring'].includes(String(sequenceType))) {
      return invalid('sequenceType', 'The sequence type is invalid');
    }
    const recurring = sequenceType === 'recurring';
    if (!recurring || body.redirectUrl !== undefined) {
      if (!isUrl(body.redirectUrl)) return invalid('redirectUrl', 'The redirect URL is invalid');
    }
    if (body.webhookUrl !== undefined && !isUrl(body.webhookUrl)) {
      return invalid('webhookUrl', 'The webhook URL is invalid');
    }
    if (body.locale !== undefined && !LOCALES.includes(String(body.locale))) {
      return invalid('locale', 'The locale is invalid');
    }
    const methods = body.method === undefined ? [] : Array.isArray(body.method) ? body.method : [body.method];
    if (methods.some((m) => !MOLLIE_METHOD_NAMES.includes(String(m)))) {
      return invalid('method', 'The payment method is invalid');
    }
    if (methods.includes('directdebit') && !recurring) {
      return invalid('method', 'Direct debit is only possible as a recurring payment on a mandate');
    }
    if (body.metadata !== undefined && JSON.stringify(body.metadata).length > 1024) {
      return invalid('metadata', 'The metadata is too large');
    }
    let mandate: Json | undefined;
    if (recurring) {
      if (typeof body.customerId !== 'string' || !customers.has(body.customerId)) {
        return invalid('customerId', 'The customer id is invalid');
      }
      mandate = typeof body.mandateId === 'string' ? mandates.get(body.mandateId) : undefined;
      if (!mandate || mandate.customerId !== body.customerId || mandate.status !== 'valid') {
        return invalid('mandateId', 'The mandate id is invalid');
      }
      if (mandate.method === 'directdebit' && amount.currency !== 'EUR') {
        return invalid('amount.currency', 'Direct debit is only possible in EUR');
      }
    }
    const id = `tr_${token(10)}`;
    const payment: StoredPayment = {
      id,
      createdAt: new Date().toISOString(),
      amount: { currency: amount.currency, value: amount.value },
      description: body.description,
      method: recurring ? mandate?.method : methods.length === 1 ? methods[0] : null,
      metadata: body.metadata ?? null,
      // A recurring direct debit is under way at once; a checkout waits for the customer.
      status: recurring ? 'pending' : 'open',
      sequenceType: String(sequenceType),
      redirectUrl: body.redirectUrl ?? null,
      webhookUrl: body.webhookUrl ?? null,
      locale: body.locale ?? null,
      profileId: 'pfl_QkEhN94Ba',
      customerId: body.customerId ?? null,
      mandateId: body.mandateId ?? null,
      refunded: '0.00',
      chargedBack: '0.00',
      cancelable: true,
    };
    payments.set(id, payment);
    return { status: 201, body: presentPayment(payment) };
  }

  function cancelPayment(id: string): { status: number; body: Json } {
    const payment = payments.get(id);
    if (!payment) return error(404, 'Not Found', `No payment exists with token ${id}.`);
    if (!isCancelable(payment)) return error(422, 'Unprocessable Entity', 'The payment cannot be canceled');
    payment.status = 'canceled';
    payment.canceledAt = new Date().toISOString();
    return { status: 200, body: presentPayment(payment) };
  }

  function createRefund(paymentId: string, body: Json): { status: number; body: Json } {
    const payment = payments.get(paymentId);
    if (!payment) return error(404, 'Not Found', `No payment exists with token ${paymentId}.`);
    const amount = body.amount as Partial<Amount> | undefined;
    if (typeof amount !== 'object' || amount === null) return invalid('amount', 'The amount is required');
    if (amount.currency !== payment.amount.currency) {
      return invalid('amount.currency', 'The currency must be the same as the payment currency');
    }
    if (typeof amount.value !== 'string' || !AMOUNT_VALUE.test(amount.value) || Number(amount.value) <= 0) {
      return invalid('amount.value', 'The amount contains an invalid value');
    }
    if (
      body.description !== undefined &&
      (typeof body.description !== 'string' || body.description.length > 140)
    ) {
      return invalid('description', 'The description is invalid');
    }
    if (payment.status !== 'paid') return invalid('amount', 'The payment cannot be refunded');
    const remaining = subtract(subtract(payment.amount.value, payment.refunded), payment.chargedBack);
    if (cents(amount.value) > cents(remaining)) {
      return invalid('amount', 'The amount is higher than the amount that can be refunded');
    }
    payment.refunded = add(payment.refunded, amount.value);
    const id = `re_${token(10)}`;
    const refund: Json = {
      resource: 'refund',
      id,
      mode: 'test',
      amount: { currency: amount.currency, value: amount.value },
      status: 'pending',
      description: body.description ?? '',
      metadata: body.metadata ?? null,
      paymentId,
      createdAt: new Date().toISOString(),
      _links: {
        self: { href: `${base}payments/${paymentId}/refunds/${id}`, type: 'application/hal+json' },
        payment: { href: `${base}payments/${paymentId}`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/create-refund', type: 'text/html' },
      },
    };
    refunds.push(refund);
    return { status: 201, body: refund };
  }

  function presentPayment(payment: StoredPayment): Json {
    const { refunded, chargedBack, cancelable: _cancelable, ...fields } = payment;
    const currency = payment.amount.currency;
    const paid = payment.status === 'paid';
    const links: Json = {
      self: { href: `${base}payments/${payment.id}`, type: 'application/hal+json' },
      dashboard: { href: `https://my.mollie.com/dashboard/payments/${payment.id}`, type: 'text/html' },
      documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
    };
    if (payment.status === 'open' && payment.sequenceType !== 'recurring') {
      links.checkout = {
        href: `https://www.mollie.com/checkout/select-method/${payment.id.slice(3)}`,
        type: 'text/html',
      };
    }
    if (payment.customerId)
      links.customer = { href: `${base}customers/${payment.customerId}`, type: 'application/hal+json' };
    if (payment.mandateId) {
      links.mandate = {
        href: `${base}customers/${payment.customerId}/mandates/${payment.mandateId}`,
        type: 'application/hal+json',
      };
    }
    return {
      resource: 'payment',
      mode: 'test',
      ...fields,
      isCancelable: isCancelable(payment),
      ...(paid ? { paidAt: new Date().toISOString() } : {}),
      ...(paid
        ? {
            amountRefunded: { currency, value: refunded },
            amountRemaining: { currency, value: subtract(payment.amount.value, refunded) },
          }
        : {}),
      ...(chargedBack !== '0.00' ? { amountChargedBack: { currency, value: chargedBack } } : {}),
      _links: links,
    };
  }

  function listPayments(query: URLSearchParams): { status: number; body: Json } {
    const limit = Number(query.get('limit') ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 250) return invalid('limit', 'The limit is invalid');
    const newestFirst = [...payments.values()].reverse();
    const from = query.get('from');
    const start = from ? newestFirst.findIndex((payment) => payment.id === from) : 0;
    if (start < 0) return invalid('from', 'The from payment does not exist');
    const page = newestFirst.slice(start, start + limit);
    const next = newestFirst[start + limit];
    const href = (first: string) => ({
      href: `${base}payments?from=${first}&limit=${limit}`,
      type: 'application/hal+json',
    });
    return {
      status: 200,
      body: {
        count: page.length,
        _embedded: { payments: page.map(presentPayment) },
        _links: {
          self: { href: `${base}payments?limit=${limit}`, type: 'application/hal+json' },
          previous: null,
          next: next ? href(next.id) : null,
          documentation: { href: 'https://docs.mollie.com/reference/list-payments', type: 'text/html' },
        },
      },
    };
  }

  function createCustomer(body: Json): { status: number; body: Json } {
    if (body.name !== undefined && typeof body.name !== 'string')
      return invalid('name', 'The name is invalid');
    if (body.locale !== undefined && !LOCALES.includes(String(body.locale))) {
      return invalid('locale', 'The locale is invalid');
    }
    const id = `cst_${token(10)}`;
    const customer = {
      resource: 'customer',
      id,
      mode: 'test',
      name: body.name ?? null,
      email: body.email ?? null,
      locale: body.locale ?? null,
      metadata: body.metadata ?? null,
      createdAt: new Date().toISOString(),
      _links: {
        self: { href: `${base}customers/${id}`, type: 'application/hal+json' },
        dashboard: { href: `https://my.mollie.com/dashboard/customers/${id}`, type: 'text/html' },
        documentation: { href: 'https://docs.mollie.com/reference/create-customer', type: 'text/html' },
      },
    };
    customers.set(id, customer);
    return { status: 201, body: customer };
  }

  function createMandate(customerId: string, body: Json): { status: number; body: Json } {
    if (!customers.has(customerId))
      return error(404, 'Not Found', `No customer exists with token ${customerId}.`);
    if (body.method !== 'directdebit' && body.method !== 'paypal') {
      return invalid('method', 'The mandate method is invalid');
    }
    if (typeof body.consumerName !== 'string' || body.consumerName.trim() === '') {
      return invalid('consumerName', 'The consumer name is required');
    }
    if (body.method === 'directdebit' && !isIban(body.consumerAccount)) {
      return invalid('consumerAccount', 'The consumer account is not a valid IBAN');
    }
    if (body.signatureDate !== undefined) {
      const date = String(body.signatureDate);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
        return invalid('signatureDate', 'The signature date is invalid');
      }
      if (date > amsterdamToday()) {
        return invalid('signatureDate', 'The signature date cannot be in the future');
      }
    }
    if (body.mandateReference !== undefined && String(body.mandateReference).length > 35) {
      return invalid('mandateReference', 'The mandate reference is too long');
    }
    const id = `mdt_${token(10)}`;
    const mandate = {
      resource: 'mandate',
      id,
      mode: 'test',
      status: 'valid',
      method: body.method,
      details: { consumerName: body.consumerName, consumerAccount: body.consumerAccount, consumerBic: null },
      mandateReference: body.mandateReference ?? null,
      signatureDate: body.signatureDate ?? null,
      createdAt: new Date().toISOString(),
      customerId,
      _links: {
        self: { href: `${base}customers/${customerId}/mandates/${id}`, type: 'application/hal+json' },
        customer: { href: `${base}customers/${customerId}`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/create-mandate', type: 'text/html' },
      },
    };
    mandates.set(id, mandate);
    return { status: 201, body: mandate };
  }

  const previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;

  return {
    url: base,
    apiKey,
    requests,
    customers,
    mandates,
    refunds,
    payment: (id) => {
      const payment = payments.get(id);
      return payment && presentPayment(payment);
    },
    updatePayment(id, change) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The fake has no payment ${id}`);
      if (change.status) payment.status = change.status;
      if (change.amountRefunded !== undefined) payment.refunded = change.amountRefunded;
      if (change.amountChargedBack !== undefined) payment.chargedBack = change.amountChargedBack;
      if (change.metadata !== undefined) payment.metadata = change.metadata;
      if (change.cancelable !== undefined) payment.cancelable = change.cancelable;
    },
    failNext(count, { status = 500, retryAfterSeconds, detail = 'Something went wrong on our side' } = {}) {
      for (let i = 0; i < count; i++) failures.push({ status, retryAfterSeconds, detail });
    },
    hangNext() {
      hang = true;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting;
    },
  };
}

function error(
  status: number,
  title: string,
  detail: string,
  field?: string,
): { status: number; body: Json } {
  return {
    status,
    body: {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: {
        documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
      },
    },
  };
}

function isCancelable(payment: StoredPayment): boolean {
  return payment.cancelable && payment.status === 'open';
}

function notFound() {
  return error(404, 'Not Found', 'The requested resource does not exist');
}

function invalid(field: string, detail: string) {
  return error(422, 'Unprocessable Entity', detail, field);
}

function unauthorized() {
  const answer = error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
  answer.body._links = {
    documentation: { href: 'https://docs.mollie.com/overview/authentication', type: 'text/html' },
  };
  return answer;
}

function send(res: ServerResponse, answer: { status: number; body: Json }) {
  res.writeHead(answer.status, { 'content-type': 'application/hal+json' });
  res.end(JSON.stringify(answer.body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** ISO 13616: country, check digits, then mod 97 of the rearranged number is 1. */
function isIban(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const digits = (value.slice(4) + value.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const cents = (value: string) => Math.round(Number(value) * 100);

function add(a: string, b: string): string {
  return ((cents(a) + cents(b)) / 100).toFixed(2);
}

function subtract(a: string, b: string): string {
  const cents = Math.max(0, Math.round(Number(a) * 100) - Math.round(Number(b) * 100));
  return (cents / 100).toFixed(2);
}

/** Mollie's today, for the signature date (Mollie is in Amsterdam). */
function amsterdamToday(): string {
  const parts = { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  return new Intl.DateTimeFormat('en-CA', parts).format(new Date());
}

function token(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}
