import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../../src/modules/payments/providers/mollie-provider.ts';
import {
  type PaymentProvider,
  ProviderUnavailableError,
} from '../../src/modules/payments/providers/payment-provider.ts';
import { type FakeMollie, startFakeMollie } from './fake-mollie-server.ts';

/** The Mollie adapter's refund against the fake's POST /v2/payments/:id/refunds, as Mollie documents it. */
describe('Mollie refunds', () => {
  let fake: FakeMollie;
  let mollie: PaymentProvider;
  let orderId = 5000;

  beforeAll(async () => {
    fake = await startFakeMollie();
    mollie = createMollieProvider(fake.apiKey, { baseUrl: fake.url, timeoutMs: 5_000 });
  });
  afterAll(() => fake.close());

  async function paidPayment(amount = 1999) {
    orderId += 1;
    const made = await mollie.createPayment({
      orderId,
      amount,
      currency: 'EUR',
      method: 'ideal',
      description: `Flirtlokaal: 125 credits (order ${orderId})`,
      redirectUrl: `https://www.flirtlokaal.test/transactions/${orderId}`,
      webhookUrl: 'https://www.flirtlokaal.test/api/payment-webhook.php?provider=mollie',
      locale: 'nl',
    });
    fake.updatePayment(made.id, { status: 'paid' });
    return made.id;
  }

  const refundOf = (paymentId: string, amount: number, idempotencyKey: string) =>
    mollie.refund({ paymentId, amount, currency: 'EUR', description: 'Refund of order 1', idempotencyKey });

  it('creates the refund with the amount as Mollie writes it and an idempotency key', async () => {
    const paymentId = await paidPayment();
    const refund = await refundOf(paymentId, 1000, 'refund-1-a');
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), amount: 1000 });
    const request = fake.requests.filter((r) => r.path === `/v2/payments/${paymentId}/refunds`).at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      idempotencyKey: 'refund-1-a',
      body: { amount: { currency: 'EUR', value: '10.00' }, description: 'Refund of order 1' },
    });
    expect(await mollie.getPayment(paymentId)).toMatchObject({ amountRefunded: 1000 });
  });

  it('the same idempotency key again answers the same refund: the money is returned once', async () => {
    const paymentId = await paidPayment();
    const first = await refundOf(paymentId, 500, 'refund-2-a');
    const again = await refundOf(paymentId, 500, 'refund-2-a');
    expect(again.id).toBe(first.id);
    expect(fake.refunds.filter((r) => r.paymentId === paymentId)).toHaveLength(1);
    expect(await mollie.getPayment(paymentId)).toMatchObject({ amountRefunded: 500 });
  });

  it('a refusal (more than is left, an unpaid payment) or an outage throws ProviderUnavailableError', async () => {
    const paymentId = await paidPayment(1000);
    await refundOf(paymentId, 600, 'refund-3-a');
    await expect(refundOf(paymentId, 500, 'refund-3-b')).rejects.toThrow(ProviderUnavailableError);
    await expect(refundOf(paymentId, 500, 'refund-3-b')).rejects.toThrow(/higher than the amount/);
    orderId += 1;
    const open = await mollie.createPayment({
      orderId,
      amount: 999,
      currency: 'EUR',
      method: 'ideal',
      description: 'open',
      redirectUrl: 'https://www.flirtlokaal.test/transactions/1',
      webhookUrl: 'https://www.flirtlokaal.test/api/payment-webhook.php?provider=mollie',
      locale: 'nl',
    });
    await expect(refundOf(open.id, 100, 'refund-3-c')).rejects.toThrow(/cannot be refunded/);
    fake.failNext(3, { status: 503 });
    await expect(refundOf(paymentId, 100, 'refund-3-d')).rejects.toThrow(ProviderUnavailableError);
    await expect(refundOf('not-a-mollie-id', 100, 'refund-3-e')).rejects.toThrow(ProviderUnavailableError);
    expect(await mollie.getPayment(paymentId)).toMatchObject({ amountRefunded: 600 });
  });
});
