import crypto from 'node:crypto';
import { TIME_BONUS_CODE } from '@community/contract';
import { describe, expect, it } from 'vitest';
import type { PaymentDeps } from '../../src/modules/payments/deps.ts';
import { type PlaceOrderInput, placeOrder } from '../../src/modules/payments/order-service.ts';
import { siteForHost } from '../../src/modules/sites/service.ts';
import { createPaymentTestApp, paymentHelpers } from '../payments/payment-helpers.ts';
import { createMember } from '../support/members.ts';
import { discountHelpers } from './discount-helpers.ts';

/**
 * Issue 19, defect 1 (decision 0026): a discount code's validity scope holds over *paid* orders, whatever the
 * order of checkouts, cancellations, late webhooks and retries. With the sandbox provider, through the API.
 * Members start with 10 credits; the popular NL package is 125 credits for 19.99, 14.99 with 25 % off, and
 * 14.99 buys 93 credits at the list price (floor(125 × 1499 / 1999)).
 */
describe('discount code scopes hold over paid orders (sandbox)', async () => {
  const { app, db, sandbox, faults, webhooks, deps } = await createPaymentTestApp();
  const { sql, order, ordered, webhook, account, nlPackages, paymentIdOf } = paymentHelpers(app, db, sandbox);
  const { addCode } = discountHelpers(db);
  const [, popular] = await nlPackages();
  if (!popular) throw new Error('the default site has no NL packages');
  const FULL = popular.credits; // 125
  const WITHOUT_DISCOUNT = (percentage: number) =>
    Math.floor((FULL * Math.round((popular.price * (100 - percentage)) / 100)) / popular.price);

  type MemberOrder = { id: number; status: string; credits: number; amount: number; discount: unknown };
  async function ordersOf(cookie: string): Promise<MemberOrder[]> {
    const response = await app.inject({ method: 'GET', url: '/api/orders.php', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().orders;
  }
  /** The member's paid orders with a code: those given the discount (all credits) and those credited without. */
  async function paidWithCode(cookie: string) {
    const paid = (await ordersOf(cookie)).filter((o) => o.status === 'paid' && o.discount !== null);
    return {
      discounted: paid.filter((o) => o.credits === FULL).length,
      withoutDiscount: paid.filter((o) => o.credits < FULL).map((o) => o.credits),
    };
  }
  const buy = (cookie: string, code: string, method = 'ideal') =>
    ordered(cookie, { package: popular.id, method, discount_code: code });
  /** The member pays at the provider's checkout (only an open payment can be paid there). */
  const pay = (paymentId: string) => sandbox.complete(paymentId, 'paid');
  /** The provider reports the money although its checkout was closed (a method it could not cancel). */
  const providerReportsPaid = (paymentId: string) =>
    sql.query(`UPDATE sandbox_payments SET status = 'paid', paid_at = now() WHERE id = $1`, [paymentId]);
  const sandboxStatus = async (paymentId: string) => (await sandbox.find(paymentId))?.status;
  /** The balance equals the ledger's sum. */
  async function balance(memberId: number): Promise<number> {
    const state = await account(memberId);
    expect(state.credits).toBe(state.ledger);
    return state.credits;
  }

  it('once per member (TIMEBONUS25): a superseded checkout is cancelled at the provider and cannot be paid', async () => {
    const anna = await createMember(app);
    const first = await buy(anna.cookie, TIME_BONUS_CODE);
    const second = await buy(anna.cookie, TIME_BONUS_CODE, 'paypal');
    const third = await buy(anna.cookie, TIME_BONUS_CODE, 'creditcard');
    await webhooks();
    expect([await sandboxStatus(first.paymentId), await sandboxStatus(second.paymentId)]).toEqual([
      'canceled',
      'canceled',
    ]);
    // Paying all three checkouts: only the last one still takes money.
    for (const placed of [first, second, third]) await pay(placed.paymentId);
    await webhooks();
    const statuses = (await ordersOf(anna.cookie)).map((o) => o.status);
    expect(statuses).toEqual(['paid', 'canceled', 'canceled']);
    expect(await paidWithCode(anna.cookie)).toEqual({ discounted: 1, withoutDiscount: [] });
    expect(await balance(anna.user.id)).toBe(10 + FULL);
  });

  it('once per member: every superseded checkout paid anyway (not cancelable) gives one discounted order', async () => {
    const bram = await createMember(app);
    faults.cancelPayment = 2; // the provider cannot be reached for either cancellation
    const placed = [
      await buy(bram.cookie, TIME_BONUS_CODE),
      await buy(bram.cookie, TIME_BONUS_CODE),
      await buy(bram.cookie, TIME_BONUS_CODE),
    ];
    expect(faults.cancelPayment).toBe(0);
    for (const { paymentId } of placed) expect(await sandboxStatus(paymentId)).toBe('open');
    // The first money wins the code, even from the newer order still open; the rest buy at the list price.
    for (const { paymentId } of placed) {
      await pay(paymentId);
      await webhooks();
    }
    const orders = await ordersOf(bram.cookie);
    expect(orders.map((o) => [o.status, o.credits])).toEqual([
      ['paid', WITHOUT_DISCOUNT(25)],
      ['paid', WITHOUT_DISCOUNT(25)],
      ['paid', FULL],
    ]);
    expect(WITHOUT_DISCOUNT(25)).toBe(93);
    expect(await balance(bram.user.id)).toBe(10 + FULL + 2 * 93);
  });

  it('once per member: a late webhook after the newer order was paid is credited without the discount; its replays change nothing', async () => {
    const carla = await createMember(app);
    const first = await buy(carla.cookie, TIME_BONUS_CODE);
    const second = await buy(carla.cookie, TIME_BONUS_CODE);
    await pay(second.paymentId);
    await webhooks();
    expect(await balance(carla.user.id)).toBe(10 + FULL);
    // The provider still took the money of the first checkout (paid before the cancellation reached it).
    await providerReportsPaid(first.paymentId);
    const replays = await Promise.all(Array.from({ length: 5 }, () => webhook(first.paymentId)));
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await webhook(first.paymentId)).statusCode).toBe(200);
    expect(await paidWithCode(carla.cookie)).toEqual({ discounted: 1, withoutDiscount: [93] });
    expect(await balance(carla.user.id)).toBe(10 + FULL + 93);
    // Money received is always credited, and the code stays used.
    const again = await order(carla.cookie, {
      package: popular.id,
      method: 'ideal',
      discount_code: TIME_BONUS_CODE,
    });
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'code_used' }]);
  });

  it('once per member: five orders at once, then every checkout paid and its webhook replayed concurrently', async () => {
    const { code } = await addCode({ validity: 'once_per_user', percentage: 25 });
    const dirk = await createMember(app);
    faults.cancelPayment = 100;
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        order(dirk.cookie, { package: popular.id, method: 'ideal', discount_code: code }),
      ),
    );
    faults.cancelPayment = 0;
    const created = attempts.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const refused of attempts.filter((r) => r.statusCode !== 201)) {
      expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'code_used' }]);
    }
    const paymentIds = (
      await sql.query<{ provider_payment_id: string }>(
        'SELECT provider_payment_id FROM orders WHERE user_id = $1',
        [dirk.user.id],
      )
    ).rows.map((row) => row.provider_payment_id);
    expect(paymentIds).toHaveLength(created.length);
    await Promise.all(paymentIds.map((id) => providerReportsPaid(id)));
    await Promise.all(paymentIds.flatMap((id) => [webhook(id), webhook(id), webhook(id)]));
    await webhooks();
    const n = created.length;
    expect(await paidWithCode(dirk.cookie)).toEqual({
      discounted: 1,
      withoutDiscount: Array(n - 1).fill(93),
    });
    expect(await balance(dirk.user.id)).toBe(10 + FULL + (n - 1) * 93);
  });

  it('single use: the superseded checkouts of one member and another member’s try give one discounted order', async () => {
    const { code } = await addCode({ validity: 'once', percentage: 25 });
    const [eva, finn] = [await createMember(app), await createMember(app)];
    faults.cancelPayment = 1;
    const first = await buy(eva.cookie, code);
    const second = await buy(eva.cookie, code);
    const other = await order(finn.cookie, { package: popular.id, method: 'ideal', discount_code: code });
    expect([other.statusCode, other.json()]).toEqual([409, { error: 'code_used' }]);
    // Both webhooks at once.
    await Promise.all([providerReportsPaid(first.paymentId), providerReportsPaid(second.paymentId)]);
    await Promise.all([webhook(first.paymentId), webhook(second.paymentId)]);
    expect(await paidWithCode(eva.cookie)).toEqual({ discounted: 1, withoutDiscount: [93] });
    expect(await balance(eva.user.id)).toBe(10 + FULL + 93);
    const later = await order(finn.cookie, { package: popular.id, method: 'ideal', discount_code: code });
    expect([later.statusCode, later.json()]).toEqual([409, { error: 'code_used' }]);
  });

  it('single use: a failed order paid after all, when another member holds the code, is credited without the discount', async () => {
    const { code } = await addCode({ validity: 'once', percentage: 25 });
    const [gijs, hanna] = [await createMember(app), await createMember(app)];
    const failed = await buy(gijs.cookie, code);
    await sandbox.complete(failed.paymentId, 'failed');
    await webhooks();
    // The code is free again: Hanna takes it and pays.
    const hannas = await buy(hanna.cookie, code);
    // Gijs's bank reports the money after all, before and after Hanna pays.
    await providerReportsPaid(failed.paymentId);
    await webhook(failed.paymentId);
    await pay(hannas.paymentId);
    await webhooks();
    await webhook(failed.paymentId);
    expect(await paidWithCode(gijs.cookie)).toEqual({ discounted: 0, withoutDiscount: [93] });
    expect(await paidWithCode(hanna.cookie)).toEqual({ discounted: 1, withoutDiscount: [] });
    expect(await balance(gijs.user.id)).toBe(10 + 93);
    expect(await balance(hanna.user.id)).toBe(10 + FULL);
  });

  it('single use: a failed order paid after all while the code is free gets its discount, and the code is used', async () => {
    const { code } = await addCode({ validity: 'once', percentage: 25 });
    const [ivo, jet] = [await createMember(app), await createMember(app)];
    const failed = await buy(ivo.cookie, code);
    await sandbox.complete(failed.paymentId, 'failed');
    await webhooks();
    await providerReportsPaid(failed.paymentId);
    await webhook(failed.paymentId);
    expect(await paidWithCode(ivo.cookie)).toEqual({ discounted: 1, withoutDiscount: [] });
    const late = await order(jet.cookie, { package: popular.id, method: 'ideal', discount_code: code });
    expect([late.statusCode, late.json()]).toEqual([409, { error: 'code_used' }]);
  });

  it('unlimited: every order keeps its own discount, none is superseded, all paid at the discount', async () => {
    const { code } = await addCode({ validity: 'unlimited', percentage: 25 });
    const kees = await createMember(app);
    const placed = await Promise.all(
      Array.from({ length: 3 }, () =>
        ordered(kees.cookie, {
          package: popular.id,
          method: 'ideal',
          discount_code: code,
          client_id: crypto.randomUUID(),
        }),
      ),
    );
    for (const { paymentId } of placed) expect(await sandboxStatus(paymentId)).toBe('open');
    // One fails and is paid after all; the others are paid at once, their webhooks replayed.
    await sandbox.complete((placed[0] as (typeof placed)[0]).paymentId, 'failed');
    await webhooks();
    await providerReportsPaid((placed[0] as (typeof placed)[0]).paymentId);
    for (const { paymentId } of placed.slice(1)) await pay(paymentId);
    await Promise.all(placed.flatMap(({ paymentId }) => [webhook(paymentId), webhook(paymentId)]));
    await webhooks();
    expect(await paidWithCode(kees.cookie)).toEqual({ discounted: 3, withoutDiscount: [] });
    expect(await balance(kees.user.id)).toBe(10 + 3 * FULL);
  });

  it('a refund of an order credited without the discount takes back what it gave, not more', async () => {
    const lisa = await createMember(app);
    faults.cancelPayment = 1;
    const first = await buy(lisa.cookie, TIME_BONUS_CODE);
    const second = await buy(lisa.cookie, TIME_BONUS_CODE);
    await pay(second.paymentId);
    await webhooks();
    await providerReportsPaid(first.paymentId);
    await webhook(first.paymentId);
    expect(await balance(lisa.user.id)).toBe(10 + FULL + 93);
    expect(await sandbox.dashboardRefund(first.paymentId, first.order.amount)).toBe(true);
    await webhooks();
    expect(await balance(lisa.user.id)).toBe(10 + FULL);
  });

  it('an order superseded while its payment is still being created: that payment is cancelled as it arrives', async () => {
    const site = await siteForHost(db, 'localhost');
    const mira = await createMember(app);
    // The provider holds the first order's payment until the second order has been placed.
    let reached!: () => void;
    let release!: () => void;
    const firstCreating = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const slow: PaymentDeps = {
      ...deps,
      provider: {
        ...deps.provider,
        async createPayment(payment) {
          calls += 1;
          if (calls === 1) {
            reached();
            await released;
          }
          return deps.provider.createPayment(payment);
        },
      },
    };
    const input = (): PlaceOrderInput => ({
      package: popular.id,
      method: 'ideal',
      client_id: crypto.randomUUID(),
      discount_code: TIME_BONUS_CODE,
      delivery_consent: true,
    });
    const first = placeOrder(slow, site, mira.user.id, input(), 'http://localhost');
    await firstCreating;
    const second = await placeOrder(slow, site, mira.user.id, input(), 'http://localhost');
    release();
    const placedFirst = await first;
    expect(placedFirst.order.status).toBe('canceled');
    expect(await sandboxStatus(await paymentIdOf(placedFirst.order.id))).toBe('canceled');
    expect(await sandboxStatus(await paymentIdOf(second.order.id))).toBe('open');
  });
});
