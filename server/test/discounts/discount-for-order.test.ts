import {
  TIME_BONUS_CODE,
  TIME_BONUS_WINDOW_S,
  WELCOME_DISCOUNT_CODE,
  WELCOME_DISCOUNT_WINDOW_S,
} from '@community/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/database.ts';
import {
  type AppliedDiscount,
  discountForOrder,
  releaseDiscount,
  reserveDiscount,
} from '../../src/modules/discounts/service.ts';
import { AppError } from '../../src/platform/errors.ts';
import { withTransaction } from '../../src/platform/sql.ts';
import { createTestDatabase } from '../support/test-app.ts';
import { discountHelpers } from './discount-helpers.ts';

const NOW = new Date(Date.UTC(2026, 5, 15, 12, 0));
const HOUR = 3_600_000;

describe('discount codes on orders (discountForOrder, reserveDiscount, releaseDiscount)', async () => {
  const { db, url } = await createTestDatabase();
  const { sql, addCode, addMember, addPackage, addOrder, newSite } = discountHelpers(db);
  // A pool as large as the concurrent orders, so they really run at the same time.
  const pool = connectDatabase(url, { max: 50 }).$client;
  afterAll(() => pool.end());
  const packageId = await addPackage();

  type Input = Parameters<typeof discountForOrder>[1];
  const order = (member: Input['member'], code: string, overrides: Partial<Input> = {}): Input => ({
    siteId: 1,
    member,
    code,
    country: 'NL',
    currency: 'EUR',
    listAmount: 1995,
    method: 'ideal',
    now: NOW,
    ...overrides,
  });

  /** The error code a call failed with, or 'ok'. */
  async function outcome(work: Promise<unknown>): Promise<string> {
    try {
      await work;
      return 'ok';
    } catch (error) {
      if (error instanceof AppError) return `${error.status} ${error.code}`;
      throw error;
    }
  }

  /**
   * An order placed as the order call does: validate, insert, reserve; all in one transaction. `pending` by
   * default: its payment is on its way, so it holds the code for good (an order left `open` at the checkout
   * gives it up to the member's next order: the last test).
   */
  const placeOrder = (
    member: Input['member'],
    code: string,
    overrides: Partial<Input> = {},
    status: 'open' | 'pending' = 'pending',
  ) =>
    withTransaction(pool, async (tx) => {
      const discount = await discountForOrder(tx, order(member, code, overrides));
      const orderId = await addOrder(tx, {
        userId: member.id,
        packageId,
        codeId: discount.discountCodeId,
        status,
      });
      await reserveDiscount(tx, discount, { id: orderId, userId: member.id });
      return orderId;
    });

  const redemptions = async (codeId: number) =>
    Number(
      (await sql.query('SELECT count(*) FROM discount_redemptions WHERE discount_code_id = $1', [codeId]))
        .rows[0].count,
    );

  it('answers the code, its percentage and validity, matching without case', async () => {
    const member = await addMember();
    const { id, code } = await addCode({ code: 'Zomer12', percentage: 12.5, validity: 'unlimited' });
    const applied = await discountForOrder(sql, order(member, 'zOMER12'));
    expect(applied).toEqual<AppliedDiscount>({
      discountCodeId: id,
      code,
      percentage: 12.5,
      validity: 'unlimited',
    });
  });

  it('does not find unknown, inactive, other sites’ and other members’ personal codes', async () => {
    const member = await addMember();
    const other = await addMember();
    const site = await newSite();
    const inactive = await addCode({ status: 'inactive' });
    const elsewhere = await addCode({ siteId: site.id });
    const personal = await addCode({ userId: other.id });
    for (const code of ['BESTAATNIET', inactive.code, elsewhere.code, personal.code]) {
      expect(await outcome(discountForOrder(sql, order(member, code)))).toBe('404 code_not_found');
    }
    // The other member's own code, and a code of every site, are found.
    expect(await outcome(discountForOrder(sql, order(other, personal.code)))).toBe('ok');
    const everySite = await addCode({ siteId: null });
    expect(await outcome(discountForOrder(sql, order(member, everySite.code, { siteId: site.id })))).toBe(
      'ok',
    );
  });

  it('prefers the site’s own code to a code of every site with the same spelling', async () => {
    const member = await addMember();
    const mine = await addCode({ code: 'DUBBEL', percentage: 30 });
    await addCode({ code: 'dubbel', siteId: null, percentage: 5 });
    const applied = await discountForOrder(sql, order(member, 'Dubbel'));
    expect([applied.discountCodeId, applied.percentage]).toEqual([mine.id, 30]);
  });

  it('refuses a code that does not apply to this order', async () => {
    const member = await addMember();
    const cases: [Parameters<typeof addCode>[0], Partial<Input>][] = [
      [{ expiresAt: new Date(NOW.getTime() - 1) }, {}],
      [{ expiresAt: NOW }, {}],
      [{ country: 'BE' }, {}],
      [{ country: 'NL' }, { country: null }],
      [{ currency: 'PLN' }, {}],
      [{ minimumOrderValue: 2000 }, {}],
      [{ currency: 'EUR', minimumOrderValue: 2000 }, { listAmount: 1999 }],
      [{ methods: ['creditcard', 'paypal'] }, {}],
    ];
    for (const [fields, overrides] of cases) {
      const { code } = await addCode(fields);
      expect(
        await outcome(discountForOrder(sql, order(member, code, overrides))),
        JSON.stringify(fields),
      ).toBe('400 code_not_applicable');
    }
    // And the same restrictions met.
    const met: [Parameters<typeof addCode>[0], Partial<Input>][] = [
      [{ expiresAt: new Date(NOW.getTime() + 1000) }, {}],
      [{ country: 'BE' }, { country: 'BE' }],
      [{ currency: 'PLN' }, { currency: 'PLN', method: 'blik' }],
      [{ currency: 'EUR', minimumOrderValue: 1995 }, {}],
      [{ methods: ['creditcard', 'ideal'] }, {}],
    ];
    for (const [fields, overrides] of met) {
      const { code } = await addCode(fields);
      expect(
        await outcome(discountForOrder(sql, order(member, code, overrides))),
        JSON.stringify(fields),
      ).toBe('ok');
    }
  });

  it('gives the time bonus to an unpaid member within 4 hours of signup, and only once', async () => {
    const fresh = await addMember({ signupDate: new Date(NOW.getTime() - 3 * HOUR) });
    const applied = await discountForOrder(sql, order(fresh, TIME_BONUS_CODE.toLowerCase()));
    expect([applied.code, applied.percentage, applied.validity]).toEqual([
      TIME_BONUS_CODE,
      25,
      'once_per_user',
    ]);

    const justInTime = await addMember({
      signupDate: new Date(NOW.getTime() - TIME_BONUS_WINDOW_S * 1000 + 1000),
    });
    expect(await outcome(discountForOrder(sql, order(justInTime, TIME_BONUS_CODE)))).toBe('ok');
    const tooLate = await addMember({ signupDate: new Date(NOW.getTime() - TIME_BONUS_WINDOW_S * 1000) });
    expect(await outcome(discountForOrder(sql, order(tooLate, TIME_BONUS_CODE)))).toBe(
      '400 code_not_applicable',
    );
    const paid = await addMember({ paid: true, signupDate: new Date(NOW.getTime() - HOUR) });
    expect(await outcome(discountForOrder(sql, order(paid, TIME_BONUS_CODE)))).toBe(
      '400 code_not_applicable',
    );

    await placeOrder(fresh, TIME_BONUS_CODE);
    expect(await outcome(discountForOrder(sql, order(fresh, TIME_BONUS_CODE)))).toBe('409 code_used');
    expect(await outcome(discountForOrder(sql, order(justInTime, TIME_BONUS_CODE)))).toBe('ok');
  });

  it('gives the welcome code to an unpaid member within its window after signup', async () => {
    const week = WELCOME_DISCOUNT_WINDOW_S * 1000;
    const inside = await addMember({ signupDate: new Date(NOW.getTime() - week + 60_000) });
    expect(await outcome(discountForOrder(sql, order(inside, WELCOME_DISCOUNT_CODE)))).toBe('ok');
    const after = await addMember({ signupDate: new Date(NOW.getTime() - week) });
    expect(await outcome(discountForOrder(sql, order(after, WELCOME_DISCOUNT_CODE)))).toBe(
      '400 code_not_applicable',
    );
    const paid = await addMember({ paid: true, signupDate: NOW });
    expect(await outcome(discountForOrder(sql, order(paid, WELCOME_DISCOUNT_CODE)))).toBe(
      '400 code_not_applicable',
    );
  });

  it('a single-use code redeemed 50 times concurrently is used once', async () => {
    const { id, code } = await addCode({ validity: 'once' });
    const members = await Promise.all(Array.from({ length: 50 }, () => addMember()));
    const results = await Promise.all(members.map((member) => outcome(placeOrder(member, code))));
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results.filter((result) => result === '409 code_used')).toHaveLength(49);
    expect(await redemptions(id)).toBe(1);
    // The losing orders rolled back with their transactions: one order carries the code.
    const orders = await sql.query('SELECT count(*) FROM orders WHERE discount_code_id = $1', [id]);
    expect(Number(orders.rows[0].count)).toBe(1);
    expect(await outcome(discountForOrder(sql, order(members[0] as Input['member'], code)))).toBe(
      '409 code_used',
    );
  });

  it('once per user: each member uses the code once, also when one member tries it concurrently', async () => {
    const { id, code } = await addCode({ validity: 'once_per_user' });
    const [anna, bram] = [await addMember(), await addMember()];
    const annaTries = await Promise.all(Array.from({ length: 10 }, () => outcome(placeOrder(anna, code))));
    expect(annaTries.sort()).toEqual([...Array(9).fill('409 code_used'), 'ok']);
    expect(await outcome(placeOrder(bram, code))).toBe('ok');
    expect(await outcome(placeOrder(bram, code))).toBe('409 code_used');
    expect(await redemptions(id)).toBe(2);
  });

  it('an unlimited code serves every order', async () => {
    const { id, code } = await addCode({ validity: 'unlimited' });
    const member = await addMember();
    const results = await Promise.all(Array.from({ length: 5 }, () => outcome(placeOrder(member, code))));
    expect(results).toEqual(Array(5).fill('ok'));
    expect(await redemptions(id)).toBe(5);
  });

  it('releasing a failed order’s reservation makes a single-use code usable again', async () => {
    const { id, code } = await addCode({ validity: 'once' });
    const [first, second] = [await addMember(), await addMember()];
    const orderId = await placeOrder(first, code);
    expect(await outcome(placeOrder(second, code))).toBe('409 code_used');
    await releaseDiscount(sql, orderId);
    expect(await redemptions(id)).toBe(0);
    expect(await outcome(placeOrder(second, code))).toBe('ok');
    // Releasing an order without a reservation changes nothing.
    await releaseDiscount(sql, orderId);
    expect(await redemptions(id)).toBe(1);
  });

  it('the same order reserving its code twice keeps one reservation', async () => {
    const { id, code } = await addCode({ validity: 'once' });
    const member = await addMember();
    await withTransaction(pool, async (tx) => {
      const discount = await discountForOrder(tx, order(member, code));
      const orderId = await addOrder(tx, { userId: member.id, packageId });
      await reserveDiscount(tx, discount, { id: orderId, userId: member.id });
      await reserveDiscount(tx, discount, { id: orderId, userId: member.id });
    });
    expect(await redemptions(id)).toBe(1);
  });

  it('a checkout the member left open gives its code up to their next order; a pending one keeps it', async () => {
    const member = await addMember({ signupDate: new Date(NOW.getTime() - HOUR) });
    const status = async (orderId: number) =>
      (await sql.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0]?.status;
    const holder = async () =>
      (
        await sql.query(
          `SELECT r.order_id::int AS order_id FROM discount_redemptions r
           JOIN discount_codes c ON c.id = r.discount_code_id WHERE c.code = $1 AND r.user_id = $2`,
          [TIME_BONUS_CODE, member.id],
        )
      ).rows.map((row) => row.order_id);

    const left = await placeOrder(member, TIME_BONUS_CODE, {}, 'open');
    const next = await placeOrder(member, TIME_BONUS_CODE, { method: 'paypal' }, 'open');
    expect(await holder()).toEqual([next]);
    expect(await status(left)).toBe('canceled');
    expect(await status(next)).toBe('open');

    // Another member's open order keeps a single-use code.
    const { code } = await addCode({ validity: 'once' });
    const [anna, bram] = [await addMember(), await addMember()];
    await placeOrder(anna, code, {}, 'open');
    expect(await outcome(placeOrder(bram, code, {}, 'open'))).toBe('409 code_used');

    // Once the payment is on its way (pending), the code is used.
    await sql.query(`UPDATE orders SET status = 'pending' WHERE id = $1`, [next]);
    expect(await outcome(placeOrder(member, TIME_BONUS_CODE, {}, 'open'))).toBe('409 code_used');
    expect(await holder()).toEqual([next]);
  });
});
