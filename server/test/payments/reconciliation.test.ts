import crypto from 'node:crypto';
import { TIME_BONUS_CODE } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { reconcileOrders } from '../../src/modules/payments/reconcile-job.ts';
import { createMember } from '../support/members.ts';
import { testClock } from '../support/test-app.ts';
import { createPaymentTestApp, paymentHelpers } from './payment-helpers.ts';

const MINUTE = 60_000;

describe('reconciliation with the sandbox: a paid order whose webhook never arrives is credited once', async () => {
  const clock = testClock();
  const { app, db, sandbox, faults, deps, webhooks } = await createPaymentTestApp({ clock });
  const { sql, ordered, orderOf, webhook, account, ledger, storedOrder, nlPackages } = paymentHelpers(
    app,
    db,
    sandbox,
  );
  const [small, popular] = await nlPackages();
  if (!small || !popular) throw new Error('the default site has no NL packages');
  // The provider's servers change, and the webhook that would tell us is lost.
  const providerSays = (paymentId: string, change: string) =>
    sql.query(`UPDATE sandbox_payments SET ${change} WHERE id = $1`, [paymentId]);
  const later = (ms: number) => clock.set(new Date(clock().getTime() + ms));
  /** When the job next asks about the order; undefined: it never has. */
  const nextLook = async (orderId: number) =>
    (
      await sql.query<{ reconcile_at: Date | null }>('SELECT reconcile_at FROM orders WHERE id = $1', [
        orderId,
      ])
    ).rows[0]?.reconcile_at?.getTime();
  // 19.99 for 125 credits; 14.99 with TIMEBONUS25, which buys 93 at the list price (decision 0026).
  const withCode = { package: popular.id, method: 'ideal', discount_code: TIME_BONUS_CODE };

  it('paid without a webhook: the job credits it once; a second run and a late webhook change nothing', async () => {
    const anna = await createMember(app);
    const bought = await ordered(anna.cookie, { package: popular.id, method: 'ideal' });
    await providerSays(bought.paymentId, `status = 'paid', paid_at = now()`);
    expect((await orderOf(anna.cookie, bought.order.id)).json().order.status).toBe('open');

    expect(await reconcileOrders(deps)).toMatchObject({ settled: 1, unavailable: 0 });
    expect((await orderOf(anna.cookie, bought.order.id)).json().order.status).toBe('paid');
    expect(await account(anna.user.id)).toMatchObject({ credits: 135, ledger: 135, paid_user: true });

    later(10 * MINUTE);
    expect(await reconcileOrders(deps)).toMatchObject({ settled: 0 });
    expect((await webhook(bought.paymentId)).statusCode).toBe(200);
    expect(await account(anna.user.id)).toMatchObject({ credits: 135, ledger: 135 });
    expect(await ledger(anna.user.id)).toEqual([
      { amount: 125, reason: 'purchase', reference: `order:${bought.order.id}` },
    ]);
  });

  it('two runs at once (two instances) credit once', async () => {
    const bram = await createMember(app);
    const bought = await ordered(bram.cookie, { package: small.id, method: 'creditcard' });
    await providerSays(bought.paymentId, `status = 'paid', paid_at = now()`);
    const runs = await Promise.all([reconcileOrders(deps), reconcileOrders(deps), reconcileOrders(deps)]);
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(1);
    expect(await account(bram.user.id)).toMatchObject({ credits: 60, ledger: 60 });
    expect(await ledger(bram.user.id)).toHaveLength(1);
  });

  it('an open order is asked about every minute while young, less often later, and not after 30 days', async () => {
    const carla = await createMember(app);
    const bought = await ordered(carla.cookie, { package: small.id, method: 'ideal' });
    const asked = async () => {
      const { rows } = await sql.query<{ reconcile_at: Date | null }>(
        'SELECT reconcile_at FROM orders WHERE id = $1',
        [bought.order.id],
      );
      return rows[0]?.reconcile_at?.getTime();
    };
    await reconcileOrders(deps);
    const first = await asked();
    expect(first).toBe(clock().getTime() + MINUTE);
    later(30_000);
    await reconcileOrders(deps);
    expect(await asked()).toBe(first);
    later(3 * 3_600_000);
    await reconcileOrders(deps);
    expect(await asked()).toBe(clock().getTime() + 60 * MINUTE);
    // The provider expired it long ago, and that webhook was lost too: the job ends the order.
    await providerSays(bought.paymentId, `status = 'expired'`);
    later(60 * MINUTE);
    expect(await reconcileOrders(deps)).toMatchObject({ settled: 1 });
    expect((await storedOrder(bought.order.id))?.status).toBe('expired');
    clock.set(new Date());
  });

  it('a tick just before the payment moved the next look on: the run at a restart asks at once all the same', async () => {
    const dirk = await createMember(app);
    const bought = await ordered(dirk.cookie, { package: small.id, method: 'ideal' });
    await reconcileOrders(deps);
    await providerSays(bought.paymentId, `status = 'paid', paid_at = now()`);
    later(20_000);
    expect(await reconcileOrders(deps)).toMatchObject({ checked: 0 });
    expect(await reconcileOrders(deps, { atStart: true })).toMatchObject({ settled: 1 });
    expect(await account(dirk.user.id)).toMatchObject({ credits: 60, ledger: 60, paid_user: true });
    // An order past its first quarter of an hour keeps its schedule, restart or not.
    const old = await ordered(dirk.cookie, { package: small.id, method: 'ideal' });
    later(20 * MINUTE);
    await reconcileOrders(deps);
    later(MINUTE);
    expect(await nextLook(old.order.id)).toBeGreaterThan(clock().getTime());
    expect(await reconcileOrders(deps, { atStart: true })).toMatchObject({ checked: 0 });
    clock.set(new Date());
  });

  it('a payment whose creation answer was lost is found at the provider, adopted and credited', async () => {
    const eva = await createMember(app);
    faults.lostAnswer = 1;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/order.php',
      headers: { cookie: eva.cookie },
      payload: { package: small.id, method: 'ideal', client_id: crypto.randomUUID(), delivery_consent: true },
    });
    expect(refused.statusCode).toBe(502);
    const { rows } = await sql.query<{ id: string; order_id: number }>(
      `SELECT id, (metadata->>'orderId')::int AS order_id FROM sandbox_payments
       WHERE (metadata->>'orderId')::int = (SELECT max(id) FROM orders WHERE user_id = $1)`,
      [eva.user.id],
    );
    const made = rows[0] as { id: string; order_id: number };
    await providerSays(made.id, `status = 'paid', paid_at = now()`);
    expect((await storedOrder(made.order_id))?.status).toBe('failed');

    await reconcileOrders(deps);
    expect((await storedOrder(made.order_id))?.status).toBe('paid');
    expect(await account(eva.user.id)).toMatchObject({ credits: 60, ledger: 60, paid_user: true });
    expect((await webhook(made.id)).statusCode).toBe(200);
    expect(await ledger(eva.user.id)).toHaveLength(1);
  });

  it('an open order that never got a payment (the server died before asking) fails after 10 minutes', async () => {
    const finn = await createMember(app);
    const bought = await ordered(finn.cookie, { package: small.id, method: 'ideal' });
    // As if the provider was never asked: no payment there, none recorded here.
    await sql.query('DELETE FROM sandbox_payments WHERE id = $1', [bought.paymentId]);
    await sql.query('UPDATE orders SET provider_payment_id = NULL, checkout_url = NULL WHERE id = $1', [
      bought.order.id,
    ]);
    expect(await reconcileOrders(deps)).toMatchObject({ abandoned: 0 });
    expect((await storedOrder(bought.order.id))?.status).toBe('open');
    later(11 * MINUTE);
    expect(await reconcileOrders(deps)).toMatchObject({ abandoned: 1 });
    expect((await storedOrder(bought.order.id))?.status).toBe('failed');
    clock.set(new Date());
  });

  it('a provider that cannot be asked leaves the order for the next look', async () => {
    const gina = await createMember(app);
    const bought = await ordered(gina.cookie, { package: small.id, method: 'ideal' });
    await providerSays(bought.paymentId, `status = 'paid', paid_at = now()`);
    later(2 * MINUTE);
    // Every order due now fails to be asked: the provider is down for all of them.
    faults.getPayment = 1000;
    const down = await reconcileOrders(deps);
    faults.getPayment = 0;
    expect(down.unavailable).toBeGreaterThanOrEqual(1);
    expect((await account(gina.user.id)).credits).toBe(10);
    later(2 * MINUTE);
    await reconcileOrders(deps);
    expect(await account(gina.user.id)).toMatchObject({ credits: 60, ledger: 60 });
    clock.set(new Date());
  });
  it('a paid order older than 30 days is no longer asked about', async () => {
    const dirk = await createMember(app);
    const bought = await ordered(dirk.cookie, { package: small.id, method: 'ideal' });
    await providerSays(bought.paymentId, `status = 'paid', paid_at = now()`);
    clock.advanceDays(31);
    expect(await reconcileOrders(deps)).toMatchObject({ checked: 0 });
    expect((await storedOrder(bought.order.id))?.status).toBe('open');
    clock.set(new Date());
  });

  it('a superseded checkout the provider could not cancel, paid without a webhook: the job credits it once', async () => {
    const hana = await createMember(app);
    const first = await ordered(hana.cookie, withCode);
    // The provider is unreachable when the next order with the code cancels the first one's checkout.
    faults.cancelPayment = 1;
    const second = await ordered(hana.cookie, withCode);
    expect(faults.cancelPayment).toBe(0);
    expect((await storedOrder(first.order.id))?.status).toBe('canceled');
    expect((await sandbox.find(first.paymentId))?.status).toBe('open');
    // The newer order is paid and its webhook lands: it holds the code.
    await sandbox.complete(second.paymentId, 'paid');
    await webhooks();
    expect(await account(hana.user.id)).toMatchObject({ credits: 10 + 125, ledger: 10 + 125 });
    // The old checkout is paid as well, and its webhook is lost.
    await providerSays(first.paymentId, `status = 'paid', paid_at = now()`);

    await reconcileOrders(deps);
    expect((await storedOrder(first.order.id))?.status).toBe('paid');
    expect(await account(hana.user.id)).toMatchObject({ credits: 10 + 125 + 93, ledger: 10 + 125 + 93 });
    later(10 * MINUTE);
    await reconcileOrders(deps);
    expect((await webhook(first.paymentId)).statusCode).toBe(200);
    expect(await ledger(hana.user.id)).toEqual([
      { amount: 125, reason: 'purchase', reference: `order:${second.order.id}` },
      { amount: 93, reason: 'purchase', reference: `order:${first.order.id}` },
    ]);
    expect(await account(hana.user.id)).toMatchObject({ credits: 10 + 125 + 93, ledger: 10 + 125 + 93 });
    clock.set(new Date());
  });

  it('a superseded checkout is asked about until the provider ends it; one cancelled at once never is', async () => {
    const ida = await createMember(app);
    const first = await ordered(ida.cookie, withCode);
    faults.cancelPayment = 1;
    const second = await ordered(ida.cookie, withCode);
    // The third order's cancellation of the second checkout goes through.
    await ordered(ida.cookie, withCode);
    expect((await sandbox.find(second.paymentId))?.status).toBe('canceled');

    await reconcileOrders(deps);
    expect(await nextLook(first.order.id)).toBe(clock().getTime() + MINUTE);
    expect(await nextLook(second.order.id)).toBeUndefined();
    // The provider cancels the old checkout after all (its webhook lost): one more look learns it, no more.
    await providerSays(first.paymentId, `status = 'canceled'`);
    later(2 * MINUTE);
    await reconcileOrders(deps);
    const lastLook = await nextLook(first.order.id);
    expect(lastLook).toBe(clock().getTime() + MINUTE);
    later(3 * 3_600_000);
    await reconcileOrders(deps);
    expect(await nextLook(first.order.id)).toBe(lastLook);
    expect(await nextLook(second.order.id)).toBeUndefined();
    expect((await storedOrder(first.order.id))?.status).toBe('canceled');
    expect(await account(ida.user.id)).toMatchObject({ credits: 10, ledger: 10 });
    clock.set(new Date());
  });
});
