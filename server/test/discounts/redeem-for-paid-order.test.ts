import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../../src/db/database.ts';
import { redeemForPaidOrder, reserveDiscount } from '../../src/modules/discounts/service.ts';
import { withTransaction } from '../../src/platform/sql.ts';
import { createTestDatabase } from '../support/test-app.ts';
import { discountHelpers } from './discount-helpers.ts';

/**
 * Issue 19, defect 1 (decision 0026): payments arriving at the same moment for orders of one discount scope.
 * Each runs as the webhook's settlement does: the order row locked, the code's scope decided, the order paid, in
 * one transaction; every one on its own connection, so they really race.
 */
describe('redeemForPaidOrder: the scope decided under concurrent payments', async () => {
  const { db, url } = await createTestDatabase();
  const { sql, addCode, addMember, addPackage, addOrder } = discountHelpers(db);
  const pool = connectDatabase(url, { max: 25 }).$client;
  afterAll(() => pool.end());
  const packageId = await addPackage();

  type Order = { id: number; userId: number; discountCodeId: number };
  const settle = (order: Order) =>
    withTransaction(pool, async (tx) => {
      await tx.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [order.id]);
      const owed = await redeemForPaidOrder(tx, order);
      await tx.query(`UPDATE orders SET status = 'paid' WHERE id = $1`, [order.id]);
      return owed;
    });
  const settleAll = async (orders: Order[]) => (await Promise.all(orders.map(settle))).filter(Boolean).length;
  /** Orders whose reservation was released (superseded, failed, expired): none holds the scope. */
  const releasedOrders = (codeId: number, userIds: number[], status = 'canceled') =>
    Promise.all(
      userIds.map(async (userId) => {
        const id = await addOrder(sql, { userId, packageId, codeId });
        await sql.query('UPDATE orders SET status = $2 WHERE id = $1', [id, status]);
        return { id, userId, discountCodeId: codeId };
      }),
    );
  const holders = async (codeId: number) =>
    (
      await sql.query<{ order_id: number }>(
        'SELECT order_id::int AS order_id FROM discount_redemptions WHERE discount_code_id = $1',
        [codeId],
      )
    ).rows.map((row) => row.order_id);

  it('a payment that waited for the holder’s settlement sees the holder paid (single use, two members)', async () => {
    const code = await addCode({ validity: 'once' });
    const [x, y] = [await addMember(), await addMember()];
    const holder = await addOrder(sql, { userId: x.id, packageId, codeId: code.id });
    await reserveDiscount(
      sql,
      { discountCodeId: code.id, code: code.code, percentage: 10, validity: 'once' },
      { id: holder, userId: x.id },
    );
    // The holder's checkout failed, and then its money came after all: it keeps its reservation.
    await sql.query(`UPDATE orders SET status = 'failed' WHERE id = $1`, [holder]);
    const [late] = await releasedOrders(code.id, [y.id], 'failed');
    const first = await pool.connect();
    const second = await pool.connect();
    try {
      await first.query('BEGIN');
      expect(await redeemForPaidOrder(first, { id: holder, userId: x.id, discountCodeId: code.id })).toBe(
        true,
      );
      await first.query(`UPDATE orders SET status = 'paid' WHERE id = $1`, [holder]);
      const { rows } = await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await second.query('BEGIN');
      const waiting = redeemForPaidOrder(second, late as Order);
      // The second settlement waits for the holder's reservation, which the first holds until it commits.
      await vi.waitFor(async () => {
        const activity = await sql.query('SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1', [
          rows[0]?.pid,
        ]);
        expect(activity.rows[0]?.wait_event_type).toBe('Lock');
      });
      await first.query('COMMIT');
      expect(await waiting).toBe(false);
      await second.query('COMMIT');
    } finally {
      first.release();
      second.release();
    }
    expect(await holders(code.id)).toEqual([holder]);
  });

  it('once per member: 20 superseded checkouts and the holder paid at once, one is owed the discount', async () => {
    const code = await addCode({ validity: 'once_per_user' });
    const member = await addMember();
    const superseded = await releasedOrders(
      code.id,
      Array.from({ length: 20 }, () => member.id),
    );
    const holder = await addOrder(sql, { userId: member.id, packageId, codeId: code.id });
    await reserveDiscount(
      sql,
      { discountCodeId: code.id, code: code.code, percentage: 10, validity: 'once_per_user' },
      { id: holder, userId: member.id },
    );
    const all = [...superseded, { id: holder, userId: member.id, discountCodeId: code.id }];
    expect(await settleAll(all)).toBe(1);
    // The reservation is with one of them, and stays there when the others' webhooks come again.
    const [owner] = await holders(code.id);
    expect(all.map((o) => o.id)).toContain(owner);
    expect(await settleAll(all.filter((o) => o.id !== owner))).toBe(0);
    expect(await holders(code.id)).toEqual([owner]);
  });

  it('single use: 20 members’ failed orders paid after all at once, one is owed the discount', async () => {
    const code = await addCode({ validity: 'once' });
    const members = await Promise.all(Array.from({ length: 20 }, () => addMember()));
    const orders = await releasedOrders(
      code.id,
      members.map((m) => m.id),
      'failed',
    );
    expect(await settleAll(orders)).toBe(1);
    expect(await holders(code.id)).toHaveLength(1);
  });

  it('single use: another member’s open order keeps the code from a late payment', async () => {
    const code = await addCode({ validity: 'once' });
    const [late, holderMember] = [await addMember(), await addMember()];
    const holder = await addOrder(sql, { userId: holderMember.id, packageId, codeId: code.id });
    await reserveDiscount(
      sql,
      { discountCodeId: code.id, code: code.code, percentage: 10, validity: 'once' },
      { id: holder, userId: holderMember.id },
    );
    const [lateOrder] = await releasedOrders(code.id, [late.id], 'expired');
    expect(await settle(lateOrder as Order)).toBe(false);
    expect(await settle({ id: holder, userId: holderMember.id, discountCodeId: code.id })).toBe(true);
  });

  it('unlimited: 20 payments at once, each owed its discount', async () => {
    const code = await addCode({ validity: 'unlimited' });
    const member = await addMember();
    const orders = await releasedOrders(
      code.id,
      Array.from({ length: 20 }, () => member.id),
      'failed',
    );
    expect(await settleAll(orders)).toBe(20);
    expect(await settleAll(orders)).toBe(20);
    expect(await holders(code.id)).toHaveLength(20);
  });
});
