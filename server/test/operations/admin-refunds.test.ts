import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPaymentTestApp, paymentHelpers } from '../payments/payment-helpers.ts';
import { createMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';

/** Orders and refunds in the back office (decision 0060): found, shown with their ledger, refunded once. */
describe('admin orders and refunds', async () => {
  const { app, db, sandbox, faults, webhooks } = await createPaymentTestApp();
  const { sql, ordered, account, ledger, storedOrder, nlPackages } = paymentHelpers(app, db, sandbox);
  const [, popular] = await nlPackages();
  if (!popular) throw new Error('the default site has no NL packages');
  const admin = await createMember(app);
  await makeConfirmedStaff(sql, admin.user.id, 'administrator');

  /** A member with a paid order of the popular package (125 credits for € 19.99). */
  async function paidOrder() {
    const member = await createMember(app);
    const bought = await ordered(member.cookie, { package: popular?.id as number, method: 'ideal' });
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    return { member, orderId: bought.order.id, paymentId: bought.paymentId };
  }

  const refund = (payload: Record<string, unknown>, cookie = admin.cookie) =>
    app.inject({ method: 'POST', url: '/api/admin/order-refund.php', headers: { cookie }, payload });
  const auditOf = async (orderId: number) =>
    (
      await sql.query(
        `SELECT action, reason, before, after FROM staff_audit_log WHERE target_type = 'order' AND target_id = $1`,
        [String(orderId)],
      )
    ).rows;

  it('finds an order by its id, the member e-mail and the provider payment id, with its ledger', async () => {
    const { member, orderId, paymentId } = await paidOrder();
    for (const q of [String(orderId), member.form.email.toUpperCase(), paymentId]) {
      const found = await app.inject({
        method: 'GET',
        url: `/api/admin/orders.php?q=${encodeURIComponent(q)}`,
        headers: { cookie: admin.cookie },
      });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    }
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/order.php?id=${orderId}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json()).toMatchObject({
      order: { id: orderId, status: 'paid', member_email: member.form.email, payment_id: paymentId },
      ledger: [{ amount: 125, reason: 'purchase', reference: `order:${orderId}` }],
      member: { credits: 135, credit_debt: 0 },
      refundable: 1999,
      refund_supported: true,
    });
  });

  it('refunds part of an order once: the credits it bought taken back, audited, a double click adds nothing', async () => {
    const { member, orderId, paymentId } = await paidOrder();
    const body = {
      id: orderId,
      amount: 1000,
      reason: 'Member asked by mail',
      client_id: crypto.randomUUID(),
    };
    // A double click: both requests at once, then a retry of the same one.
    const answers = await Promise.all([refund(body), refund(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await refund(body)).statusCode).toBe(200);
    await webhooks();

    expect((await sandbox.find(paymentId))?.amount_refunded).toBe(1000);
    // ceil(125 × 1000 / 1999) = 63 credits.
    expect(await ledger(member.user.id)).toEqual([
      { amount: 125, reason: 'purchase', reference: `order:${orderId}` },
      { amount: -63, reason: 'refund', reference: `order:${orderId}:1000` },
    ]);
    expect(await account(member.user.id)).toMatchObject({ credits: 72, ledger: 72, payment_flag: 'refund' });
    expect(await storedOrder(orderId)).toMatchObject({ refunded_amount: 1000, credits_taken_back: 63 });
    const audit = await auditOf(orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.refund',
      reason: 'Member asked by mail',
      before: { refunded_amount: 0, member: { credits: 135 } },
      after: { refunded_amount: 1000, credits_taken_back: 63, member: { credits: 72 } },
    });
    const detail = answers[0]?.json();
    expect(detail.refunds).toMatchObject([
      { amount: 1000, credits_taken_back: 63, staff_email: admin.form.email },
    ]);
    expect(detail.refundable).toBe(999);
  });

  it('refuses more than is left, and an order that is not paid', async () => {
    const { orderId } = await paidOrder();
    const tooMuch = await refund({
      id: orderId,
      amount: 2000,
      reason: 'too much',
      client_id: crypto.randomUUID(),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ error: 'refund_not_possible' });
    const other = await createMember(app);
    const open = await ordered(other.cookie, { package: popular.id, method: 'ideal' });
    const unpaid = await refund({
      id: open.order.id,
      amount: 100,
      reason: 'unpaid',
      client_id: crypto.randomUUID(),
    });
    expect(unpaid.json()).toEqual({ error: 'refund_not_possible' });
    expect(await auditOf(orderId)).toHaveLength(0);
  });

  it('a provider failure books nothing and says so', async () => {
    const { member, orderId, paymentId } = await paidOrder();
    faults.refund = 1;
    const failed = await refund({
      id: orderId,
      amount: 1999,
      reason: 'outage',
      client_id: crypto.randomUUID(),
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'refund_failed' });
    expect(await storedOrder(orderId)).toMatchObject({ refunded_amount: 0, credits_taken_back: 0 });
    expect(await account(member.user.id)).toMatchObject({ credits: 135, payment_flag: null });
    expect((await sandbox.find(paymentId))?.amount_refunded).toBe(0);
    expect(await auditOf(orderId)).toHaveLength(0);
  });

  it('credits already spent: the balance goes to zero, never below; the rest is a debt', async () => {
    const { member, orderId } = await paidOrder();
    await sql.query(
      `INSERT INTO credit_ledger (user_id, amount, reason, reference) VALUES ($1, -100, 'test_spend', 'spent');
       UPDATE users SET credits = credits - 100 WHERE id = $1`.replace(/\$1/g, String(member.user.id)),
    );
    const full = await refund({
      id: orderId,
      amount: 1999,
      reason: 'full refund',
      client_id: crypto.randomUUID(),
    });
    expect(full.statusCode, full.body).toBe(200);
    await webhooks();
    expect(await account(member.user.id)).toMatchObject({ credits: 0, ledger: 0, credit_debt: 90 });
    expect(await storedOrder(orderId)).toMatchObject({ refunded_amount: 1999, credits_taken_back: 125 });
    expect(full.json().refundable).toBe(0);
  });

  it('is for administrators only: a moderator and a member get 403 and nothing is refunded', async () => {
    const { orderId, paymentId } = await paidOrder();
    const moderator = await createMember(app);
    await makeConfirmedStaff(sql, moderator.user.id, 'moderator');
    const body = { id: orderId, amount: 100, reason: 'not mine to do', client_id: crypto.randomUUID() };
    for (const cookie of [moderator.cookie, (await createMember(app)).cookie]) {
      const answer = await refund(body, cookie);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: 'staff_only' });
    }
    expect((await sandbox.find(paymentId))?.amount_refunded).toBe(0);
  });
});
