import fs from 'node:fs';
import { TIME_BONUS_CODE } from '@community/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openGeoIp } from '../../src/modules/geo/geoip.ts';
import type { PaymentDeps } from '../../src/modules/payments/deps.ts';
import { createMollieProvider } from '../../src/modules/payments/providers/mollie-provider.ts';
import { reconcileOrders } from '../../src/modules/payments/reconcile-job.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { createMember } from '../support/members.ts';
import { createTestDatabase, testConfig } from '../support/test-app.ts';
import { startFakeMollie } from './fake-mollie-server.ts';
import { paymentHelpers } from './payment-helpers.ts';

describe('reconciliation with Mollie (a local stand-in): lost webhooks and a lost creation answer', async () => {
  const fake = await startFakeMollie();
  const { db } = await createTestDatabase();
  const config = testConfig();
  const mailer = createMailer(config, { info: () => {} });
  const provider = createMollieProvider(fake.apiKey, { baseUrl: fake.url });
  const app = await buildApp({
    config,
    db,
    geoip: await openGeoIp(),
    clock: systemClock,
    mailer,
    paymentProvider: provider,
  });
  afterAll(async () => {
    await app.close();
    mailer.close();
    await fake.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const deps: PaymentDeps = { db, clock: systemClock, config, provider, log: quiet };
  // The sandbox argument is only used by helpers this file does not call.
  const { sql, order, webhook, account, ledger, storedOrder, nlPackages } = paymentHelpers(
    app,
    db,
    undefined as never,
  );
  const [small, popular] = await nlPackages();
  if (!small || !popular) throw new Error('the default site has no NL packages');
  const paymentIdOf = async (orderId: number) =>
    (await sql.query('SELECT provider_payment_id FROM orders WHERE id = $1', [orderId])).rows[0]
      ?.provider_payment_id as string | null;

  /** An order that must succeed; answers its id and its Mollie payment id. */
  async function placed(cookie: string, payload: Parameters<typeof order>[1]) {
    const response = await order(cookie, payload);
    expect(response.statusCode, response.body).toBe(201);
    const orderId = response.json().order.id as number;
    return { orderId, paymentId: (await paymentIdOf(orderId)) as string };
  }
  /** How often the payment was fetched from Mollie (the webhook path, which the job takes too). */
  const fetches = (paymentId: string) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === `/v2/payments/${paymentId}`).length;
  /** The job as it runs `minutes` from now. */
  const jobIn = (minutes: number) =>
    reconcileOrders({ ...deps, clock: () => new Date(Date.now() + minutes * 60_000) });
  // 19.99 for 125 credits; 14.99 with TIMEBONUS25, which buys 93 at the list price (decision 0026).
  const withCode = { package: popular.id, method: 'ideal', discount_code: TIME_BONUS_CODE };

  it('paid at Mollie, no webhook: the job credits it once; the webhook afterwards changes nothing', async () => {
    const anna = await createMember(app);
    const placed = await order(anna.cookie, { package: popular.id, method: 'ideal' });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;
    const paymentId = (await paymentIdOf(orderId)) as string;
    expect(paymentId).toMatch(/^tr_/);
    fake.updatePayment(paymentId, { status: 'paid' });

    expect(await reconcileOrders(deps)).toMatchObject({ settled: 1, unavailable: 0 });
    expect((await storedOrder(orderId))?.status).toBe('paid');
    expect(await account(anna.user.id)).toMatchObject({ credits: 135, ledger: 135, paid_user: true });
    expect((await webhook(paymentId, 'mollie')).statusCode).toBe(200);
    expect(await ledger(anna.user.id)).toEqual([
      { amount: 125, reason: 'purchase', reference: `order:${orderId}` },
    ]);
  });

  it('Mollie made the payment but its answer was lost: the job finds it by the order, adopts and credits it', async () => {
    const bram = await createMember(app);
    const placed = await order(bram.cookie, { package: small.id, method: 'ideal' });
    const orderId = placed.json().order.id as number;
    const paymentId = (await paymentIdOf(orderId)) as string;
    // What a timed-out create call leaves behind (decision 0021): a failed order that never learned its payment.
    await sql.query(
      `UPDATE orders SET provider_payment_id = NULL, checkout_url = NULL, status = 'failed' WHERE id = $1`,
      [orderId],
    );
    // Another member's newer payments stand between: the lookup reads past them.
    const other = await createMember(app);
    for (let i = 0; i < 3; i += 1) await order(other.cookie, { package: small.id, method: 'ideal' });
    fake.updatePayment(paymentId, { status: 'paid' });

    await reconcileOrders(deps);
    expect(await paymentIdOf(orderId)).toBe(paymentId);
    expect((await storedOrder(orderId))?.status).toBe('paid');
    expect(await account(bram.user.id)).toMatchObject({ credits: 60, ledger: 60, paid_user: true });
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/v2/payments')).toBe(true);
  });

  it('the lookup by order reads past a full page of newer payments, and stops at payments older than the order', async () => {
    const orderId = 900_001;
    const since = new Date(Date.now() - 1000);
    const made = await provider.createPayment({
      orderId,
      amount: 999,
      currency: 'EUR',
      method: 'ideal',
      description: `Flirtlokaal: 50 credits (order ${orderId})`,
      redirectUrl: `https://www.flirtlokaal.test/transactions/${orderId}`,
      webhookUrl: 'https://www.flirtlokaal.test/api/payment-webhook.php?provider=mollie',
      locale: 'nl',
    });
    for (let i = 0; i < 260; i += 1) {
      await provider.createPayment({
        orderId: 910_000 + i,
        amount: 999,
        currency: 'EUR',
        method: 'ideal',
        description: 'another order',
        redirectUrl: 'https://www.flirtlokaal.test/transactions/1',
        webhookUrl: 'https://www.flirtlokaal.test/api/payment-webhook.php?provider=mollie',
        locale: 'nl',
      });
    }
    const listed = () => fake.requests.filter((r) => r.method === 'GET' && r.path === '/v2/payments').length;
    const before = listed();
    expect(await provider.findPaymentOfOrder(orderId, since)).toMatchObject({ id: made.id, orderId });
    expect(listed() - before).toBe(2);
    // An order placed after every payment there is: the first page's oldest is already too old.
    expect(await provider.findPaymentOfOrder(900_002, new Date(Date.now() + 60_000))).toBeUndefined();
    expect(listed() - before).toBe(3);
  }, 60_000);

  it('a superseded checkout Mollie would not cancel, paid without a webhook: the job credits it once', async () => {
    const cleo = await createMember(app);
    const first = await placed(cleo.cookie, withCode);
    // iDEAL's checkout already under way at the bank: Mollie no longer cancels it (422).
    fake.updatePayment(first.paymentId, { cancelable: false });
    const second = await placed(cleo.cookie, withCode);
    expect((await storedOrder(first.orderId))?.status).toBe('canceled');
    expect(fake.payment(first.paymentId)?.status).toBe('open');
    fake.updatePayment(first.paymentId, { status: 'paid' });

    await reconcileOrders(deps);
    // The first money wins the code while the member's newer order is unpaid (decision 0026).
    expect((await storedOrder(first.orderId))?.status).toBe('paid');
    expect(await account(cleo.user.id)).toMatchObject({ credits: 10 + 125, ledger: 10 + 125 });
    fake.updatePayment(second.paymentId, { status: 'paid' });
    expect((await webhook(second.paymentId, 'mollie')).statusCode).toBe(200);
    expect((await webhook(first.paymentId, 'mollie')).statusCode).toBe(200);
    await jobIn(10);
    expect(await ledger(cleo.user.id)).toEqual([
      { amount: 125, reason: 'purchase', reference: `order:${first.orderId}` },
      { amount: 93, reason: 'purchase', reference: `order:${second.orderId}` },
    ]);
    expect(await account(cleo.user.id)).toMatchObject({ credits: 10 + 125 + 93, ledger: 10 + 125 + 93 });
  });

  it('a superseded checkout is asked about until Mollie ends it; one Mollie cancelled at once never is', async () => {
    const dana = await createMember(app);
    const first = await placed(dana.cookie, withCode);
    fake.updatePayment(first.paymentId, { cancelable: false });
    const second = await placed(dana.cookie, withCode);
    await placed(dana.cookie, withCode);
    expect(fake.payment(second.paymentId)?.status).toBe('canceled');
    const fetchedBefore = fetches(first.paymentId);

    await jobIn(10);
    expect(fetches(first.paymentId)).toBe(fetchedBefore + 1);
    // The checkout expires at Mollie, and that webhook is lost: one more look learns it, no more.
    fake.updatePayment(first.paymentId, { status: 'expired' });
    await jobIn(20);
    expect(fetches(first.paymentId)).toBe(fetchedBefore + 2);
    await jobIn(24 * 60);
    expect(fetches(first.paymentId)).toBe(fetchedBefore + 2);
    expect(fetches(second.paymentId)).toBe(0);
    expect((await storedOrder(first.orderId))?.status).toBe('canceled');
    expect(await account(dana.user.id)).toMatchObject({ credits: 10, ledger: 10 });
  });
});
