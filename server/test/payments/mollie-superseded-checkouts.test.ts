import fs from 'node:fs';
import { TIME_BONUS_CODE } from '@community/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openGeoIp } from '../../src/modules/geo/geoip.ts';
import { createMollieProvider } from '../../src/modules/payments/providers/mollie-provider.ts';
import { ProviderUnavailableError } from '../../src/modules/payments/providers/payment-provider.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { createMember } from '../support/members.ts';
import { createTestDatabase, testConfig } from '../support/test-app.ts';
import { startFakeMollie } from './fake-mollie-server.ts';

/**
 * Issue 19, defect 1 (decision 0026) with Mollie: a checkout superseded by the member's next order with the same
 * discount code is cancelled at Mollie (DELETE /v2/payments/{id}); one Mollie cannot cancel any more may still
 * be paid, and the code's scope holds over the paid orders all the same. Against the local stand-in for Mollie.
 */
describe('superseded checkouts at Mollie', async () => {
  const fake = await startFakeMollie();
  const mollie = createMollieProvider(fake.apiKey, { baseUrl: fake.url });
  const { db } = await createTestDatabase();
  const config = testConfig();
  const mailer = createMailer(config, { info: () => {} });
  const app = await buildApp({
    config,
    db,
    geoip: await openGeoIp(),
    clock: systemClock,
    mailer,
    paymentProvider: mollie,
  });
  afterAll(async () => {
    await app.close();
    mailer.close();
    await fake.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  const sql = db.$client;
  const { rows: packages } = await sql.query<{ id: number; credits: number; price: number }>(
    `SELECT p.id::int AS id, p.credits, p.price FROM credit_packages p JOIN sites s ON s.id = p.site_id
     WHERE s.is_default AND p.country = 'NL' ORDER BY p.position`,
  );
  const popular = packages[1] as { id: number; credits: number; price: number };
  const FULL = popular.credits; // 125 for 19.99; 14.99 with TIMEBONUS25 buys 93 at the list price

  async function buy(cookie: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/order.php',
      headers: { cookie },
      payload: {
        package: popular.id,
        method: 'ideal',
        client_id: crypto.randomUUID(),
        discount_code: TIME_BONUS_CODE,
        delivery_consent: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const orderId = response.json().order.id as number;
    const { rows } = await sql.query<{ provider_payment_id: string }>(
      'SELECT provider_payment_id FROM orders WHERE id = $1',
      [orderId],
    );
    return { orderId, paymentId: rows[0]?.provider_payment_id as string };
  }
  const webhook = (paymentId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${paymentId}`,
    });
  const deletes = (paymentId: string) =>
    fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v2/payments/${paymentId}`).length;
  async function orders(cookie: string) {
    const response = await app.inject({ method: 'GET', url: '/api/orders.php', headers: { cookie } });
    return (response.json().orders as Array<{ status: string; credits: number }>).map((o) => [
      o.status,
      o.credits,
    ]);
  }
  async function balance(memberId: number): Promise<number> {
    const { rows } = await sql.query<{ credits: number; ledger: number }>(
      `SELECT credits, (SELECT coalesce(sum(amount), 0)::int FROM credit_ledger WHERE user_id = $1) AS ledger
       FROM users WHERE id = $1`,
      [memberId],
    );
    expect(rows[0]?.credits).toBe(rows[0]?.ledger);
    return rows[0]?.credits as number;
  }

  describe('cancelPayment', () => {
    const newPayment = (orderId: number) =>
      mollie.createPayment({
        orderId,
        amount: 1499,
        currency: 'EUR',
        method: 'ideal',
        description: `Flirtlokaal: 125 credits (order ${orderId})`,
        redirectUrl: `https://www.flirtlokaal.test/transactions/${orderId}`,
        webhookUrl: 'https://www.flirtlokaal.test/api/payment-webhook.php?provider=mollie',
        locale: 'nl',
      });

    it('cancels an open payment: DELETE with our key, Mollie answers it canceled, its checkout is gone', async () => {
      const payment = await newPayment(9001);
      expect(await mollie.cancelPayment(payment.id)).toBe(true);
      const request = fake.requests.at(-1);
      expect([request?.method, request?.path, request?.authorization]).toEqual([
        'DELETE',
        `/v2/payments/${payment.id}`,
        `Bearer ${fake.apiKey}`,
      ]);
      expect(fake.payment(payment.id)).toMatchObject({ status: 'canceled', isCancelable: false });
      expect(fake.payment(payment.id)?._links).not.toHaveProperty('checkout');
      expect((await mollie.getPayment(payment.id))?.status).toBe('canceled');
    });

    it('answers false when Mollie will not cancel (422): a method it cannot cancel, a paid or a cancelled payment', async () => {
      const notCancelable = await newPayment(9002);
      fake.updatePayment(notCancelable.id, { cancelable: false });
      expect(await mollie.cancelPayment(notCancelable.id)).toBe(false);
      expect(fake.payment(notCancelable.id)?.status).toBe('open');
      const paid = await newPayment(9003);
      fake.updatePayment(paid.id, { status: 'paid' });
      expect(await mollie.cancelPayment(paid.id)).toBe(false);
      expect(fake.payment(paid.id)?.status).toBe('paid');
      expect(await mollie.cancelPayment('tr_unknown123')).toBe(false);
    });

    it('does not send what is not a payment id, and reports Mollie unreachable as unavailable', async () => {
      const before = fake.requests.length;
      expect(await mollie.cancelPayment('../customers')).toBe(false);
      expect(fake.requests.length).toBe(before);
      const payment = await newPayment(9004);
      fake.failNext(1, { status: 401, detail: 'Missing authentication, or failed to authenticate' });
      await expect(mollie.cancelPayment(payment.id)).rejects.toBeInstanceOf(ProviderUnavailableError);
      expect(fake.payment(payment.id)?.status).toBe('open');
    });
  });

  it('the next order with the same code cancels the earlier checkout at Mollie; it can no longer be paid', async () => {
    const anna = await createMember(app);
    const first = await buy(anna.cookie);
    const second = await buy(anna.cookie);
    expect(deletes(first.paymentId)).toBe(1);
    expect(deletes(second.paymentId)).toBe(0);
    expect(fake.payment(first.paymentId)?.status).toBe('canceled');
    // Mollie's webhook for the cancellation changes nothing: the order is cancelled already.
    expect((await webhook(first.paymentId)).statusCode).toBe(200);
    fake.updatePayment(second.paymentId, { status: 'paid' });
    expect((await webhook(second.paymentId)).statusCode).toBe(200);
    expect(await orders(anna.cookie)).toEqual([
      ['paid', FULL],
      ['canceled', FULL],
    ]);
    expect(await balance(anna.user.id)).toBe(10 + FULL);
  });

  it('checkouts Mollie cannot cancel, all paid, webhooks concurrent and replayed: one order gets the discount', async () => {
    const bram = await createMember(app);
    const placed = [];
    for (let i = 0; i < 3; i++) {
      const next = await buy(bram.cookie);
      // iDEAL's checkout already under way at the bank: Mollie no longer cancels it.
      fake.updatePayment(next.paymentId, { cancelable: false });
      placed.push(next);
    }
    for (const { paymentId } of placed.slice(0, 2)) {
      expect(deletes(paymentId)).toBe(1);
      expect(fake.payment(paymentId)?.status).toBe('open');
    }
    for (const { paymentId } of placed) fake.updatePayment(paymentId, { status: 'paid' });
    const answers = await Promise.all(
      placed.flatMap(({ paymentId }) => [webhook(paymentId), webhook(paymentId)]),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const paid = await orders(bram.cookie);
    expect(paid.map(([status]) => status)).toEqual(['paid', 'paid', 'paid']);
    expect(paid.map(([, credits]) => credits).sort()).toEqual([FULL, 93, 93].sort());
    expect(await balance(bram.user.id)).toBe(10 + FULL + 2 * 93);
  });

  it('a late webhook for a superseded checkout, after the newer order was paid, buys at the list price', async () => {
    const carla = await createMember(app);
    const first = await buy(carla.cookie);
    // Paid at the bank before our cancellation reached Mollie.
    fake.updatePayment(first.paymentId, { status: 'paid' });
    const second = await buy(carla.cookie);
    expect(deletes(first.paymentId)).toBe(1);
    fake.updatePayment(second.paymentId, { status: 'paid' });
    await webhook(second.paymentId);
    await webhook(first.paymentId);
    await webhook(first.paymentId);
    expect(await orders(carla.cookie)).toEqual([
      ['paid', FULL],
      ['paid', 93],
    ]);
    expect(await balance(carla.user.id)).toBe(10 + FULL + 93);
  });
});
