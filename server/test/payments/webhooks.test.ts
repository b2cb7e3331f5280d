import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chatHelpers } from '../chat/chat-helpers.ts';
import { createMember } from '../support/members.ts';
import { testClock } from '../support/test-app.ts';
import { createPaymentTestApp, paymentHelpers } from './payment-helpers.ts';

describe('payment webhooks: exactly-once crediting, forgeries, refunds and chargebacks', async () => {
  const clock = testClock();
  const { app, db, sandbox, faults, webhooks } = await createPaymentTestApp({ clock });
  const { sql, ordered, orderOf, webhook, account, ledger, storedOrder, nlPackages } = paymentHelpers(
    app,
    db,
    sandbox,
  );
  const [small, popular] = await nlPackages();
  if (!small || !popular) throw new Error('the default site has no NL packages');
  // What the provider's servers know, changed without telling us (as a webhook not yet sent).
  const providerSays = (paymentId: string, change: string) =>
    sql.query(`UPDATE sandbox_payments SET ${change} WHERE id = $1`, [paymentId]);

  it('paid: the credits once, the order paid with its date, the member premium', async () => {
    const anna = await createMember(app);
    const bought = await ordered(anna.cookie, { package: popular.id, method: 'ideal' });
    expect(await account(anna.user.id)).toMatchObject({ credits: 10, paid_user: false });
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    const order = (await orderOf(anna.cookie, bought.order.id)).json().order;
    expect(order.status).toBe('paid');
    expect(order.paid_at).not.toBeNull();
    expect(await account(anna.user.id)).toMatchObject({ credits: 135, ledger: 135, paid_user: true });
    expect(await ledger(anna.user.id)).toEqual([
      { amount: 125, reason: 'purchase', reference: `order:${bought.order.id}` },
    ]);
  });

  it('a webhook replayed 5 times concurrently credits once', async () => {
    const bram = await createMember(app);
    const bought = await ordered(bram.cookie, { package: small.id, method: 'creditcard' });
    await providerSays(bought.paymentId, `status = 'paid', paid_at = now()`);
    const responses = await Promise.all(Array.from({ length: 5 }, () => webhook(bought.paymentId)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // And once more later, as providers do.
    expect((await webhook(bought.paymentId)).statusCode).toBe(200);
    expect(await account(bram.user.id)).toMatchObject({ credits: 60, ledger: 60, paid_user: true });
    expect(await ledger(bram.user.id)).toHaveLength(1);
  });

  it('failed and cancelled payments grant nothing and leave the member free', async () => {
    const carla = await createMember(app);
    const failed = await ordered(carla.cookie, { package: popular.id, method: 'creditcard' });
    const cancelled = await ordered(carla.cookie, { package: popular.id, method: 'ideal' });
    await sandbox.complete(failed.paymentId, 'failed');
    await sandbox.complete(cancelled.paymentId, 'canceled');
    await webhooks();
    expect((await orderOf(carla.cookie, failed.order.id)).json().order.status).toBe('failed');
    expect((await orderOf(carla.cookie, cancelled.order.id)).json().order.status).toBe('canceled');
    expect(await account(carla.user.id)).toMatchObject({ credits: 10, ledger: 10, paid_user: false });
    // The sandbox changes only an open payment: a failed one cannot be paid afterwards.
    expect(await sandbox.complete(failed.paymentId, 'paid')).toBeUndefined();
  });

  it('an abandoned checkout expires: the order expired, nothing granted', async () => {
    const dirk = await createMember(app);
    const bought = await ordered(dirk.cookie, { package: small.id, method: 'ideal' });
    expect(await sandbox.expireOpen(new Date(clock().getTime() + 1000))).toBeGreaterThanOrEqual(1);
    await webhooks();
    expect((await orderOf(dirk.cookie, bought.order.id)).json().order.status).toBe('expired');
    expect((await account(dirk.user.id)).credits).toBe(10);
  });

  it('forged webhooks credit nothing: unknown id, a still-open payment, the wrong provider, a mismatched payment', async () => {
    const eva = await createMember(app);
    const open = await ordered(eva.cookie, { package: popular.id, method: 'ideal' });
    const bodies = [
      await webhook('sbx_doesnotexist'),
      await webhook(open.paymentId),
      await webhook(open.paymentId, 'mollie'),
      await webhook(open.paymentId, 'unknown'),
    ];
    expect(bodies.map((r) => [r.statusCode, r.body])).toEqual(Array(4).fill([200, '']));
    expect((await storedOrder(open.order.id))?.status).toBe('open');

    // Paid at the provider, but of another order (its metadata), or of another amount: ignored.
    const other = await ordered(eva.cookie, { package: small.id, method: 'ideal' });
    await providerSays(
      open.paymentId,
      `status = 'paid', metadata = jsonb_set(metadata, '{orderId}', '${other.order.id}')`,
    );
    await providerSays(other.paymentId, `status = 'paid', amount = 1`);
    expect((await webhook(open.paymentId)).statusCode).toBe(200);
    expect((await webhook(other.paymentId)).statusCode).toBe(200);
    expect((await storedOrder(open.order.id))?.status).toBe('open');
    expect((await storedOrder(other.order.id))?.status).toBe('open');
    expect(await account(eva.user.id)).toMatchObject({ credits: 10, paid_user: false });

    const missing = await app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nothing=here',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('a provider that cannot be reached answers 503, and the retry credits', async () => {
    const finn = await createMember(app);
    const bought = await ordered(finn.cookie, { package: small.id, method: 'ideal' });
    await providerSays(bought.paymentId, `status = 'paid', paid_at = now()`);
    faults.getPayment = 1;
    const first = await webhook(bought.paymentId);
    expect([first.statusCode, first.json()]).toEqual([503, { error: 'payment_provider_unavailable' }]);
    expect((await account(finn.user.id)).credits).toBe(10);
    expect((await webhook(bought.paymentId)).statusCode).toBe(200);
    expect((await account(finn.user.id)).credits).toBe(60);
  });

  it('a payment whose creation answer was lost is adopted by its order when the provider reports it', async () => {
    const gina = await createMember(app);
    faults.lostAnswer = 1;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/order.php',
      headers: { cookie: gina.cookie },
      payload: { package: small.id, method: 'ideal', client_id: crypto.randomUUID(), delivery_consent: true },
    });
    expect(refused.statusCode).toBe(502);
    const { rows } = await sql.query<{ id: string; order_id: number }>(
      `SELECT id, (metadata->>'orderId')::int AS order_id FROM sandbox_payments
       WHERE (metadata->>'orderId')::int = (SELECT max(id) FROM orders WHERE user_id = $1)`,
      [gina.user.id],
    );
    const made = rows[0] as { id: string; order_id: number };
    expect((await storedOrder(made.order_id))?.status).toBe('failed');
    // The provider collects it anyway (as a direct debit would be) and reports it: the order learns its payment.
    await providerSays(made.id, `status = 'paid', paid_at = now()`);
    expect((await webhook(made.id)).statusCode).toBe(200);
    expect((await storedOrder(made.order_id))?.status).toBe('paid');
    const adopted = await sql.query('SELECT provider_payment_id FROM orders WHERE id = $1', [made.order_id]);
    expect(adopted.rows[0]?.provider_payment_id).toBe(made.id);
    expect((await account(gina.user.id)).credits).toBe(60);
    expect((await webhook(made.id)).statusCode).toBe(200);
    expect((await account(gina.user.id)).credits).toBe(60);
  });

  it('a status never goes backwards: a paid order stays paid', async () => {
    const gijs = await createMember(app);
    const bought = await ordered(gijs.cookie, { package: small.id, method: 'ideal' });
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    await providerSays(bought.paymentId, `status = 'failed'`);
    expect((await webhook(bought.paymentId)).statusCode).toBe(200);
    expect((await storedOrder(bought.order.id))?.status).toBe('paid');
    expect((await account(gijs.user.id)).credits).toBe(60);
  });

  it('refunds take the credits back in proportion, rounded up, never more than the order gave', async () => {
    const hanna = await createMember(app);
    const bought = await ordered(hanna.cookie, { package: popular.id, method: 'ideal' });
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    expect(await sandbox.dashboardRefund(bought.paymentId, 1000)).toBe(true);
    await webhooks();
    // 125 credits × 10.00 / 19.99, rounded up.
    expect(await account(hanna.user.id)).toMatchObject({
      credits: 135 - 63,
      ledger: 72,
      payment_flag: 'refund',
    });
    expect(await webhook(bought.paymentId)).toMatchObject({ statusCode: 200 });
    expect((await account(hanna.user.id)).credits).toBe(72);
    expect(await sandbox.dashboardRefund(bought.paymentId, 1000)).toBe(false);
    expect(await sandbox.dashboardRefund(bought.paymentId, 999)).toBe(true);
    await webhooks();
    expect(await account(hanna.user.id)).toMatchObject({
      credits: 10,
      ledger: 10,
      credit_debt: 0,
      paid_user: true,
    });
    expect(await ledger(hanna.user.id, ['refund'])).toEqual([
      { amount: -63, reason: 'refund', reference: `order:${bought.order.id}:1000` },
      { amount: -62, reason: 'refund', reference: `order:${bought.order.id}:1999` },
    ]);
    expect(await storedOrder(bought.order.id)).toEqual({
      status: 'paid',
      refunded_amount: 1999,
      charged_back_amount: 0,
      credits_taken_back: 125,
    });
    expect((await account(hanna.user.id)).direct_debit_blocked).toBe(false);
  });

  it('a chargeback weeks later, the credits spent: balance 0, the rest as debt, flagged and blocked; the next purchase pays it off', async () => {
    const chat = chatHelpers(app, db);
    const ivo = await chat.member();
    const friend = await chat.member();
    const session = { cookie: ivo.cookie };
    const bought = await ordered(session.cookie, { package: small.id, method: 'creditcard' });
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    expect((await account(ivo.id)).credits).toBe(60);
    for (let i = 0; i < 12; i += 1) await chat.sent(ivo, friend.id, `Bericht ${i}`);
    expect((await account(ivo.id)).credits).toBe(0);

    clock.advanceDays(21);
    expect(await sandbox.chargeBack(bought.paymentId, 999)).toBe(true);
    await webhooks();
    expect(await account(ivo.id)).toMatchObject({
      credits: 0,
      ledger: 0,
      credit_debt: 50,
      payment_flag: 'chargeback',
      direct_debit_blocked: true,
    });
    expect(await ledger(ivo.id, ['chargeback'])).toEqual([]);

    const again = await ordered(session.cookie, { package: popular.id, method: 'creditcard' });
    await sandbox.complete(again.paymentId, 'paid');
    await webhooks();
    expect(await account(ivo.id)).toMatchObject({ credits: 75, ledger: 75, credit_debt: 0 });
    expect(await ledger(ivo.id, ['purchase', 'debt'])).toEqual([
      { amount: 50, reason: 'purchase', reference: `order:${bought.order.id}` },
      { amount: 125, reason: 'purchase', reference: `order:${again.order.id}` },
      { amount: -50, reason: 'debt', reference: `order:${again.order.id}` },
    ]);
  });

  it('a refund and then a chargeback: the chargeback flag wins, together at most the order’s credits', async () => {
    const jan = await createMember(app);
    const bought = await ordered(jan.cookie, { package: small.id, method: 'ideal' });
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    await sandbox.dashboardRefund(bought.paymentId, 500);
    await webhooks();
    expect(await account(jan.user.id)).toMatchObject({ credits: 60 - 26, payment_flag: 'refund' });
    await sandbox.chargeBack(bought.paymentId, 499);
    await webhooks();
    expect(await account(jan.user.id)).toMatchObject({ credits: 10, ledger: 10, payment_flag: 'chargeback' });
    expect((await storedOrder(bought.order.id))?.credits_taken_back).toBe(50);
    // Nothing is left to return at the provider.
    expect(await sandbox.dashboardRefund(bought.paymentId, 1)).toBe(false);
  });
});
