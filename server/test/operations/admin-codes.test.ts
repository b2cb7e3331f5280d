import { describe, expect, it } from 'vitest';
import { createPaymentTestApp, paymentHelpers } from '../payments/payment-helpers.ts';
import { createMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';

/** Discount codes in the back office (decision 0060): one or a batch, redeemed as any code, listed, audited. */
describe('admin discount codes', async () => {
  const { app, db, sandbox, webhooks } = await createPaymentTestApp();
  const { sql, order, ordered, nlPackages } = paymentHelpers(app, db, sandbox);
  const [, popular] = await nlPackages();
  if (!popular) throw new Error('the default site has no NL packages');
  const admin = await createMember(app);
  await makeConfirmedStaff(sql, admin.user.id, 'administrator');

  const create = (payload: Record<string, unknown>, cookie = admin.cookie) =>
    app.inject({ method: 'POST', url: '/api/admin/codes.php', headers: { cookie }, payload });
  const get = (url: string, cookie = admin.cookie) => app.inject({ method: 'GET', url, headers: { cookie } });
  const audit = async (action: string) =>
    (await sql.query('SELECT target_id, after FROM staff_audit_log WHERE action = $1 ORDER BY id', [action]))
      .rows;

  it('creates a named code that a member redeems as any code; its use is listed', async () => {
    const made = await create({
      kind: 'single',
      code: 'Zomer20',
      value_percentage: 20,
      validity: 'once_per_user',
    });
    expect(made.statusCode, made.body).toBe(201);
    const code = made.json().codes[0];
    expect(code).toMatchObject({
      code: 'Zomer20',
      value_percentage: 20,
      validity: 'once_per_user',
      batch_id: null,
    });
    expect((await audit('discount_code.create')).at(-1)).toMatchObject({
      target_id: String(code.id),
      after: { code: 'Zomer20', value_percentage: 20 },
    });

    const member = await createMember(app);
    const bought = await ordered(member.cookie, {
      package: popular.id,
      method: 'ideal',
      discount_code: 'zomer20',
    });
    expect(bought.order.amount).toBe(1599);
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    const detail = (await get(`/api/admin/code.php?id=${code.id}`)).json();
    expect(detail.code).toMatchObject({ redeemed: 1, reserved: 0 });
    expect(detail.redemptions).toMatchObject([
      {
        order_id: bought.order.id,
        member_id: member.user.id,
        member_email: member.form.email,
        status: 'paid',
      },
    ]);
  });

  it('refuses a spelling that exists on the site or for every site, and bad terms', async () => {
    expect(
      (await create({ kind: 'single', code: 'ZOMER20', value_percentage: 10, validity: 'once' })).json(),
    ).toEqual({
      error: 'code_exists',
    });
    expect(
      (await create({ kind: 'single', code: 'timebonus25', value_percentage: 10, validity: 'once' }))
        .statusCode,
    ).toBe(409);
    for (const payload of [
      { kind: 'single', code: 'NEW1', value_percentage: 100, validity: 'once' },
      { kind: 'single', code: 'NEW1', value_percentage: 0, validity: 'once' },
      { kind: 'single', code: 'a b', value_percentage: 10, validity: 'once' },
      { kind: 'single', code: 'NEW1', value_percentage: 10, validity: 'forever' },
      { kind: 'batch', prefix: 'X', count: 0, value_percentage: 10, validity: 'once' },
      { kind: 'batch', prefix: 'X', count: 1001, value_percentage: 10, validity: 'once' },
      { kind: 'batch', prefix: 'SPACE X', count: 2, value_percentage: 10, validity: 'once' },
      { kind: 'single', code: 'NEW1', value_percentage: 10, validity: 'once', expires_at: 'tomorrow' },
    ]) {
      expect((await create(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('creates a batch of random codes with a prefix, scoped and limited; one is redeemed once; CSV download', async () => {
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const made = await create({
      kind: 'batch',
      prefix: 'wk26-',
      count: 25,
      value_percentage: 15,
      validity: 'once',
      country: 'NL',
      currency: 'EUR',
      minimum_order_value: 1000,
      expires_at: expires,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { codes, batch_id: batchId } = made.json();
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((c: { code: string }) => c.code)).size).toBe(25);
    for (const code of codes) expect(code.code).toMatch(/^WK26-[A-HJKMNP-Z2-9]{8}$/);
    expect(codes[0]).toMatchObject({
      batch_id: batchId,
      country: 'NL',
      minimum_order_value: 1000,
      expires_at: expires,
    });
    const entry = (await audit('discount_code.create_batch')).at(-1);
    expect(entry).toMatchObject({ target_id: String(batchId), after: { prefix: 'WK26-', count: 25 } });
    expect(entry.after.codes).toHaveLength(25);

    // A member redeems one; a second member cannot (valid once).
    const first = await createMember(app);
    const second = await createMember(app);
    const used = codes[3].code;
    await ordered(first.cookie, { package: popular.id, method: 'ideal', discount_code: used, country: 'NL' });
    const refused = await order(second.cookie, {
      package: popular.id,
      method: 'ideal',
      discount_code: used,
      country: 'NL',
    });
    expect(refused.json()).toEqual({ error: 'code_used' });

    const csv = await get(`/api/admin/code-batch.php?id=${batchId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="codes-WK26--${batchId}.csv"`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'code,value_percentage,validity,expires_at,country,currency,minimum_order_value,payment_methods,status,redeemed',
    );
    expect(lines).toHaveLength(26);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(codes.map((c: { code: string }) => c.code).sort());

    const listed = (await get(`/api/admin/codes.php?batch=${batchId}`)).json();
    expect(listed.codes).toHaveLength(25);
    expect(listed.codes.find((c: { code: string }) => c.code === used)).toMatchObject({ reserved: 1 });
    expect(listed.batches[0]).toMatchObject({ id: batchId, prefix: 'WK26-', count: 25 });
  });

  it('switches a code off (members no longer find it), audited before and after', async () => {
    const made = (
      await create({ kind: 'single', code: 'HERFST', value_percentage: 10, validity: 'unlimited' })
    ).json();
    const id = made.codes[0].id;
    const member = await createMember(app);
    const lookup = () => get('/api/discountcode.php?code=herfst', member.cookie);
    expect((await lookup()).statusCode).toBe(200);
    const off = await app.inject({
      method: 'POST',
      url: '/api/admin/code.php',
      headers: { cookie: admin.cookie },
      payload: { id, status: 'inactive' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await lookup()).json()).toEqual({ error: 'code_not_found' });
    expect((await audit('discount_code.update')).at(-1)).toMatchObject({
      target_id: String(id),
      after: { status: 'inactive' },
    });
  });

  it('moderators and members get 403 staff_only and no codes', async () => {
    const moderator = await createMember(app);
    await makeConfirmedStaff(sql, moderator.user.id, 'moderator');
    for (const cookie of [moderator.cookie, (await createMember(app)).cookie]) {
      const made = await create(
        { kind: 'batch', prefix: 'NO', count: 2, value_percentage: 10, validity: 'once' },
        cookie,
      );
      expect(made.statusCode).toBe(403);
      expect(made.json()).toEqual({ error: 'staff_only' });
      expect((await get('/api/admin/codes.php', cookie)).json()).toEqual({ error: 'staff_only' });
      expect((await get('/api/admin/code-batch.php?id=1', cookie)).json()).toEqual({ error: 'staff_only' });
    }
    expect((await sql.query(`SELECT 1 FROM discount_codes WHERE code LIKE 'NO%'`)).rows).toHaveLength(0);
  });
});
