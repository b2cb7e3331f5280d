import { createServer } from 'node:net';
import { inspect } from 'node:util';
import { type Language, PAYMENT_METHODS, type PaymentMethod } from '@community/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../../src/modules/payments/providers/mollie-provider.ts';
import {
  type NewProviderPayment,
  type PaymentProvider,
  ProviderUnavailableError,
} from '../../src/modules/payments/providers/payment-provider.ts';
import { type FakeMollie, type MollieStatus, startFakeMollie } from './fake-mollie-server.ts';

let fake: FakeMollie;
let mollie: PaymentProvider;
let nextOrderId = 1000;

beforeAll(async () => {
  fake = await startFakeMollie();
  mollie = createMollieProvider(fake.apiKey, { baseUrl: fake.url });
});
afterAll(() => fake.close());

function newPayment(overrides: Partial<NewProviderPayment> = {}): NewProviderPayment {
  const orderId = overrides.orderId ?? nextOrderId++;
  return {
    orderId,
    amount: 1999,
    currency: 'EUR',
    method: 'ideal',
    description: `Flirtlokaal: 100 credits (order ${orderId})`,
    redirectUrl: `https://www.flirtlokaal.test/transactions/${orderId}`,
    webhookUrl: 'https://www.flirtlokaal.test/api/payment-webhook.php?provider=mollie',
    locale: 'nl',
    ...overrides,
  };
}

/** The last request the fake received for this method and path. */
function lastRequest(method: string, path: string) {
  const request = fake.requests.filter((r) => r.method === method && r.path === path).at(-1);
  if (!request) throw new Error(`No ${method} ${path} was sent`);
  return request;
}

/** Rejects with ProviderUnavailableError, and nothing about the error shows the API key. */
async function expectUnavailable(
  promise: Promise<unknown>,
  apiKey: string,
): Promise<ProviderUnavailableError> {
  const error = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderUnavailableError);
  const shown = [
    String(error),
    (error as Error).stack,
    inspect(error, { depth: 5 }),
    JSON.stringify(error),
  ].join();
  expect(shown).not.toContain(apiKey);
  expect(shown).not.toContain(apiKey.slice(5));
  return error as ProviderUnavailableError;
}

describe('creating a payment', () => {
  it('sends the order to Mollie with our API key as a Bearer token and answers its checkout', async () => {
    const input = newPayment({ orderId: 42, amount: 1999, currency: 'EUR', method: 'ideal', locale: 'nl' });
    const created = await mollie.createPayment(input);

    const request = lastRequest('POST', '/v2/payments');
    expect(request.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request.idempotencyKey).toBeTruthy();
    expect(request.body).toEqual({
      amount: { currency: 'EUR', value: '19.99' },
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      locale: 'nl_NL',
      method: 'ideal',
      metadata: { order_id: 42 },
    });
    expect(created.id).toMatch(/^tr_/);
    expect(created.status).toBe('open');
    const links = fake.payment(created.id)?._links as { checkout?: { href: string } } | undefined;
    expect(created.checkoutUrl).toBe(links?.checkout?.href);
    expect(created.checkoutUrl).toMatch(/^https:\/\//);
  });

  it.each([
    [1999, 'EUR', '19.99'],
    [4499, 'PLN', '44.99'],
    [5, 'GBP', '0.05'],
    [100, 'CHF', '1.00'],
    [123456, 'SEK', '1234.56'],
    [1000000, 'NOK', '10000.00'],
  ] as const)(
    'sends %i %s as %s and reads it back as the same minor units',
    async (amount, currency, value) => {
      const created = await mollie.createPayment(newPayment({ amount, currency, method: 'creditcard' }));
      expect(lastRequest('POST', '/v2/payments').body?.amount).toEqual({ currency, value });
      const payment = await mollie.getPayment(created.id);
      expect(payment).toMatchObject({ amount, currency });
    },
  );

  const expectedMethods: Record<Exclude<PaymentMethod, 'sdd'>, string | undefined> = {
    ideal: 'ideal',
    bancontact: 'bancontact',
    eps: 'eps',
    prezelewy24: 'przelewy24',
    blik: 'blik',
    paypal: 'paypal',
    applepay: 'applepay',
    paysafecard: 'paysafecard',
    sct: 'banktransfer',
    creditcard: 'creditcard',
    visa: 'creditcard',
    mastercard: 'creditcard',
    maestro: 'creditcard',
    cartebancaire: 'creditcard',
    nexi: 'creditcard',
    // Mollie no longer takes these: its checkout offers the methods that are active instead.
    sofort: undefined,
    giropay: undefined,
  };

  it.each(PAYMENT_METHODS.filter((m) => m !== 'sdd'))(
    'creates a %s payment with a method Mollie takes',
    async (method) => {
      const currency = method === 'blik' || method === 'prezelewy24' ? 'PLN' : 'EUR';
      const created = await mollie.createPayment(newPayment({ method, currency }));
      expect(created.checkoutUrl).toMatch(/^https:\/\//);
      expect(lastRequest('POST', '/v2/payments').body?.method).toBe(expectedMethods[method]);
    },
  );

  it('refuses a direct debit without its mandate, before asking Mollie', async () => {
    const before = fake.requests.length;
    await expect(mollie.createPayment(newPayment({ method: 'sdd' }))).rejects.toThrow(TypeError);
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    ['nl', 'nl_NL'],
    ['en', 'en_US'],
    ['de', 'de_DE'],
    ['fr', 'fr_FR'],
    ['es', 'es_ES'],
    ['it', 'it_IT'],
    ['pl', 'pl_PL'],
    ['da', 'da_DK'],
    ['no', 'nb_NO'],
    ['sv', 'sv_SE'],
    ['fi', 'fi_FI'],
  ] as [Language, string][])('shows the checkout in %s as Mollie locale %s', async (locale, mollieLocale) => {
    await mollie.createPayment(newPayment({ locale }));
    expect(lastRequest('POST', '/v2/payments').body?.locale).toBe(mollieLocale);
  });

  it('reports an amount Mollie refuses as unavailable, naming the field, and never sends a broken amount', async () => {
    const error = await expectUnavailable(mollie.createPayment(newPayment({ amount: 0 })), fake.apiKey);
    expect(error.message).toMatch(/422.*amount\.value/);
    const before = fake.requests.length;
    for (const amount of [-100, 19.99, Number.NaN]) {
      await expect(mollie.createPayment(newPayment({ amount }))).rejects.toThrow(RangeError);
    }
    expect(fake.requests.length).toBe(before);
  });

  it('does not create a second payment when the same order is sent again (a retry after a timeout)', async () => {
    const input = newPayment();
    const first = await mollie.createPayment(input);
    const again = await mollie.createPayment(input);
    expect(again.id).toBe(first.id);
    const other = await mollie.createPayment(newPayment());
    expect(other.id).not.toBe(first.id);
  });
});

describe('a SEPA direct debit', () => {
  const directDebit = {
    accountHolder: 'J. de Vries',
    iban: 'NL91 ABNA 0417 1643 00',
    mandateReference: 'FLIRT-2026-000123',
    // Just before midnight UTC is already the next day in Amsterdam.
    signedAt: new Date('2026-03-14T23:30:00Z'),
  };

  it('creates a customer with our mandate and charges it as a recurring payment, without a checkout', async () => {
    const input = newPayment({ method: 'sdd', amount: 2499, directDebit, locale: 'de' });
    const created = await mollie.createPayment(input);

    const customer = lastRequest('POST', '/v2/customers');
    expect(customer.body).toMatchObject({ name: 'J. de Vries', locale: 'de_DE' });
    const customerId = [...fake.customers.keys()].at(-1);
    const mandate = lastRequest('POST', `/v2/customers/${customerId}/mandates`);
    expect(mandate.body).toEqual({
      method: 'directdebit',
      consumerName: 'J. de Vries',
      consumerAccount: 'NL91ABNA0417164300',
      signatureDate: '2026-03-15',
      mandateReference: 'FLIRT-2026-000123',
    });
    const mandateId = [...fake.mandates.keys()].at(-1);
    const payment = lastRequest('POST', '/v2/payments');
    expect(payment.body).toMatchObject({
      amount: { currency: 'EUR', value: '24.99' },
      description: input.description,
      webhookUrl: input.webhookUrl,
      method: 'directdebit',
      sequenceType: 'recurring',
      customerId,
      mandateId,
      metadata: { order_id: input.orderId },
    });
    expect(payment.body).not.toHaveProperty('redirectUrl');
    for (const request of [customer, mandate, payment]) {
      expect(request.authorization).toBe(`Bearer ${fake.apiKey}`);
    }

    expect(created).toEqual({ id: expect.stringMatching(/^tr_/), status: 'pending', checkoutUrl: null });
    expect(await mollie.getPayment(created.id)).toMatchObject({
      status: 'pending',
      amount: 2499,
      orderId: input.orderId,
    });
  });

  it('charges an order once, even when it is sent again', async () => {
    const input = newPayment({ method: 'sdd', directDebit });
    const first = await mollie.createPayment(input);
    const customers = fake.customers.size;
    const mandates = fake.mandates.size;
    const again = await mollie.createPayment(input);
    expect(again.id).toBe(first.id);
    expect(fake.customers.size).toBe(customers);
    expect(fake.mandates.size).toBe(mandates);
  });

  it('reports a refusal of the IBAN as Mollie being unable to help, with the field', async () => {
    const input = newPayment({ method: 'sdd', directDebit: { ...directDebit, iban: 'NL00ABNA0417164300' } });
    const error = await expectUnavailable(mollie.createPayment(input), fake.apiKey);
    expect(error.message).toContain('422');
    expect(error.message).toContain('consumerAccount');
  });
});

describe('reading a payment', () => {
  it('answers the order id from the metadata, and null when the payment is not one of ours', async () => {
    const created = await mollie.createPayment(newPayment({ orderId: 777 }));
    expect((await mollie.getPayment(created.id))?.orderId).toBe(777);
    for (const metadata of [
      null,
      {},
      { order_id: '777' },
      { order_id: 7.5 },
      { order_id: -3 },
      'order 777',
    ]) {
      fake.updatePayment(created.id, { metadata });
      expect((await mollie.getPayment(created.id))?.orderId).toBeNull();
    }
  });

  it.each([
    ['open', 'open'],
    ['pending', 'pending'],
    ['authorized', 'pending'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ] as [MollieStatus, string][])('reports Mollie status %s as %s', async (mollieStatus, status) => {
    const created = await mollie.createPayment(newPayment());
    fake.updatePayment(created.id, { status: mollieStatus });
    expect((await mollie.getPayment(created.id))?.status).toBe(status);
  });

  it('reports refunds and chargebacks as totals so far', async () => {
    const created = await mollie.createPayment(newPayment({ amount: 1999 }));
    expect(await mollie.getPayment(created.id)).toMatchObject({ amountRefunded: 0, amountChargedBack: 0 });

    fake.updatePayment(created.id, { status: 'paid' });
    expect(await mollie.getPayment(created.id)).toMatchObject({
      status: 'paid',
      amountRefunded: 0,
      amountChargedBack: 0,
    });

    fake.updatePayment(created.id, { amountRefunded: '5.00' });
    expect(await mollie.getPayment(created.id)).toMatchObject({ amountRefunded: 500, amountChargedBack: 0 });
    fake.updatePayment(created.id, { amountRefunded: '12.50' });
    expect(await mollie.getPayment(created.id)).toMatchObject({ amountRefunded: 1250 });

    // A SEPA reversal or card chargeback weeks later; the payment stays paid.
    fake.updatePayment(created.id, { amountChargedBack: '19.99' });
    expect(await mollie.getPayment(created.id)).toMatchObject({
      status: 'paid',
      amount: 1999,
      amountRefunded: 1250,
      amountChargedBack: 1999,
    });
  });

  it('answers undefined for an id Mollie does not know', async () => {
    expect(await mollie.getPayment('tr_doesNotExist1')).toBeUndefined();
    expect(lastRequest('GET', '/v2/payments/tr_doesNotExist1').authorization).toBe(`Bearer ${fake.apiKey}`);
  });

  it('does not ask Mollie about something that is not a payment id (a webhook is untrusted input)', async () => {
    const before = fake.requests.length;
    for (const id of ['', 'abc', 'cst_abc', 'tr_', 'tr_abc/../../customers', 'tr_abc?x=1']) {
      expect(await mollie.getPayment(id)).toBeUndefined();
    }
    expect(fake.requests.length).toBe(before);
  });
});

describe('when Mollie cannot help', () => {
  it('reports a refused API key as unavailable (401), after sending it as a Bearer token', async () => {
    const wrongKey = `test_${'x'.repeat(30)}`;
    const withWrongKey = createMollieProvider(wrongKey, { baseUrl: fake.url });
    const created = await mollie.createPayment(newPayment());

    const error = await expectUnavailable(withWrongKey.getPayment(created.id), wrongKey);
    expect(error.message).toContain('401');
    expect(lastRequest('GET', `/v2/payments/${created.id}`).authorization).toBe(`Bearer ${wrongKey}`);
    await expectUnavailable(withWrongKey.createPayment(newPayment()), wrongKey);
  });

  it('reports a server error as unavailable, after the client has tried three times', async () => {
    const created = await mollie.createPayment(newPayment());
    const before = fake.requests.length;
    fake.failNext(3, { status: 500, retryAfterSeconds: 0 });
    const error = await expectUnavailable(mollie.getPayment(created.id), fake.apiKey);
    expect(error.message).toContain('500');
    expect(fake.requests.length - before).toBe(3);

    fake.failNext(3, { status: 503, retryAfterSeconds: 0 });
    await expectUnavailable(mollie.createPayment(newPayment()), fake.apiKey);
  });

  it('gets through when a server error passes on the next try', async () => {
    const created = await mollie.createPayment(newPayment({ orderId: 9001 }));
    fake.failNext(1, { status: 502, retryAfterSeconds: 0 });
    expect(await mollie.getPayment(created.id)).toMatchObject({ id: created.id, orderId: 9001 });
  });

  it('reports a refused connection as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createMollieProvider(fake.apiKey, { baseUrl: `https://127.0.0.1:${port}/v2/` });

    await expectUnavailable(unreachable.getPayment('tr_abc123'), fake.apiKey);
    await expectUnavailable(unreachable.createPayment(newPayment()), fake.apiKey);
  });

  it('reports no answer in time as unavailable', async () => {
    const impatient = createMollieProvider(fake.apiKey, { baseUrl: fake.url, timeoutMs: 300 });
    fake.hangNext();
    const error = await expectUnavailable(impatient.getPayment('tr_abc123'), fake.apiKey);
    expect(error.message).toContain('300 ms');
  });

  it('keeps the API key out of the error even when an answer quotes it', async () => {
    fake.failNext(1, {
      status: 400,
      detail: `The header "Authorization: Bearer ${fake.apiKey}" is not allowed`,
    });
    const error = await expectUnavailable(mollie.getPayment('tr_abc123'), fake.apiKey);
    expect(error.message).toContain('[API key]');
  });

  it('refuses to start with something that is not a Mollie API key', () => {
    expect(() => createMollieProvider('sk_live_abc')).toThrow(
      'MOLLIE_API_KEY must start with live_ or test_',
    );
    expect(() => createMollieProvider('')).toThrow();
  });
});
