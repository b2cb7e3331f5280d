import { describe, expect, it } from 'vitest';
import { createPaymentTestApp, paymentHelpers } from '../payments/payment-helpers.ts';
import { createMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';

/** Packages and prices in the back office (decision 0060): validated, audited, on /credits at the next call. */
describe('admin packages and prices', async () => {
  const { app, db, sandbox } = await createPaymentTestApp();
  const { sql, ordered, credits, storedOrder } = paymentHelpers(app, db, sandbox);
  const admin = await createMember(app);
  await makeConfirmedStaff(sql, admin.user.id, 'administrator');
  const siteId = (await sql.query<{ id: number }>('SELECT id FROM sites WHERE is_default')).rows[0]
    ?.id as number;

  const change = (payload: Record<string, unknown>, cookie = admin.cookie) =>
    app.inject({ method: 'POST', url: '/api/admin/package.php', headers: { cookie }, payload });
  const list = async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/packages.php',
      headers: { cookie: admin.cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      site_id: number;
      sites: Array<{ id: number; domain: string }>;
      packages: Array<{
        id: number;
        country: string | null;
        credits: number;
        price: number;
        active: boolean;
      }>;
      false_claims: Array<{ country: string }>;
    };
  };
  const auditOf = async (packageId: number) =>
    (
      await sql.query(
        `SELECT action, before, after FROM staff_audit_log WHERE target_type = 'package' AND target_id = $1 ORDER BY id`,
        [String(packageId)],
      )
    ).rows;

  it('lists every package of the site with the site list', async () => {
    const answer = await list();
    expect(answer.site_id).toBe(siteId);
    expect(answer.sites.map((site) => site.id)).toContain(siteId);
    expect(answer.packages.filter((p) => p.country === 'NL')).toHaveLength(4);
    expect(answer.false_claims).toEqual([]);
  });

  it('a new price shows on /credits at once; an order placed before keeps its price; audited before and after', async () => {
    const member = await createMember(app);
    const nl = (await credits({ cookie: member.cookie, country: 'NL' })).packages;
    const popular = nl[1] as { id: number; price: number };
    const placed = await ordered(member.cookie, { package: popular.id, method: 'ideal', country: 'NL' });
    const answer = await change({ action: 'update', id: popular.id, price: 1799 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await credits({ cookie: member.cookie, country: 'NL' })).packages[1]).toMatchObject({
      id: popular.id,
      price: 1799,
    });
    const kept = await sql.query('SELECT amount, list_amount FROM orders WHERE id = $1', [placed.order.id]);
    expect(kept.rows[0]).toEqual({ amount: 1999, list_amount: 1999 });
    expect((await sandbox.find(placed.paymentId))?.amount).toBe(1999);
    expect(await storedOrder(placed.order.id)).toMatchObject({ status: 'open' });
    expect(await auditOf(popular.id)).toMatchObject([
      { action: 'package.update', before: { price: 1999 }, after: { price: 1799 } },
    ]);
    // The same change again is nothing new: no second entry.
    expect((await change({ action: 'update', id: popular.id, price: 1799 })).statusCode).toBe(200);
    expect(await auditOf(popular.id)).toHaveLength(1);
  });

  it('adds a package, retires it (gone from /credits) and offers it again', async () => {
    const member = await createMember(app);
    const created = await change({
      action: 'create',
      site: siteId,
      country: 'nl',
      currency: 'EUR',
      credits: 2000,
      price: 14999,
      position: 9,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created
      .json()
      .packages.find(
        (p: { credits: number; country: string }) => p.credits === 2000 && p.country === 'NL',
      ).id;
    const offered = async () =>
      (await credits({ cookie: member.cookie, country: 'NL' })).packages.map((p) => p.id);
    expect(await offered()).toContain(id);
    expect((await change({ action: 'retire', id })).statusCode).toBe(200);
    expect(await offered()).not.toContain(id);
    expect((await change({ action: 'restore', id })).statusCode).toBe(200);
    expect(await offered()).toContain(id);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'package.create',
      'package.retire',
      'package.restore',
    ]);
  });

  it('validates: positive whole figures, a known currency, one currency per country, a known package', async () => {
    const [nlPackage] = (await list()).packages.filter((p) => p.country === 'NL');
    const refusals = [
      { action: 'update', id: nlPackage?.id, price: 0 },
      { action: 'update', id: nlPackage?.id, credits: 1.5 },
      { action: 'update', id: nlPackage?.id, price: -100 },
      { action: 'create', site: siteId, country: 'NL', currency: 'XYZ', credits: 10, price: 100 },
      { action: 'create', site: siteId, country: 'NLD', currency: 'EUR', credits: 10, price: 100 },
    ];
    for (const payload of refusals) {
      const answer = await change(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error).toBe('validation_failed');
    }
    const otherCurrency = await change({
      action: 'create',
      site: siteId,
      country: 'NL',
      currency: 'GBP',
      credits: 10,
      price: 100,
    });
    expect(otherCurrency.json()).toEqual({ error: 'validation_failed', fields: ['currency'] });
    expect((await change({ action: 'retire', id: 987654 })).statusCode).toBe(404);
  });

  it('a price that makes the site claim a cheaper message than it sells is reported', async () => {
    // Luxembourg: one package, and a claim its price makes true (message_credits per message).
    const { message_credits: perMessage } = (
      await sql.query('SELECT message_credits FROM sites WHERE id = $1', [siteId])
    ).rows[0];
    const created = await change({
      action: 'create',
      site: siteId,
      country: 'LU',
      currency: 'EUR',
      credits: 100 * perMessage,
      price: 5000,
    });
    const lu = created.json().packages.find((p: { country: string }) => p.country === 'LU');
    await sql.query(
      `UPDATE sites SET minimum_message_costs = minimum_message_costs || '{"LU": {"costs": 0.5, "currency": "EUR"}}'
       WHERE id = $1`,
      [siteId],
    );
    expect((await list()).false_claims).toEqual([]);
    const raised = await change({ action: 'update', id: lu.id, price: 6000 });
    expect(raised.json().false_claims).toEqual([
      { country: 'LU', claimed: { costs: 0.5, currency: 'EUR' }, cheapest: { costs: 0.6, currency: 'EUR' } },
    ]);
  });

  it('moderators and members get 403 staff_only and change nothing', async () => {
    const moderator = await createMember(app);
    await makeConfirmedStaff(sql, moderator.user.id, 'moderator');
    const [first] = (await list()).packages;
    for (const cookie of [moderator.cookie, (await createMember(app)).cookie]) {
      const answer = await change({ action: 'update', id: first?.id, price: 1 }, cookie);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: 'staff_only' });
      const read = await app.inject({ method: 'GET', url: '/api/admin/packages.php', headers: { cookie } });
      expect(read.json()).toEqual({ error: 'staff_only' });
    }
    expect((await list()).packages[0]?.price).toBe(first?.price);
  });
});
