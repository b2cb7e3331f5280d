import crypto from 'node:crypto';
import { SMS_CODE_MAX_TRIES } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { memberDataHooks } from '../../src/member-data-hooks.ts';
import { purgeDeletedAccounts } from '../../src/modules/accounts/deletion-service.ts';
import { createPaymentTestApp } from '../payments/payment-helpers.ts';
import { testClock } from '../support/test-app.ts';
import { directDebitHelpers } from './direct-debit-helpers.ts';

describe('direct debit: the form and its code by SMS', async () => {
  const clock = testClock();
  const { app, db, config, webhooks } = await createPaymentTestApp({ clock });
  const { sql, member, sitePackage, form, post, lastSms, smsCount, codeIn } = directDebitHelpers(
    app,
    db,
    config.dataDir,
  );
  const start = (cookie: string, payload: object) => post('/api/directdebit.php', cookie, payload);
  const mandates = async (userId: number) =>
    (await sql.query('SELECT * FROM direct_debit_mandates WHERE user_id = $1', [userId])).rows;

  it('sends a random 6-digit code by SMS in the member’s language and keeps only its hash', async () => {
    const anna = await member();
    const pack = await sitePackage();
    const response = await start(anna.cookie, form(pack));
    expect(response.statusCode, response.body).toBe(201);
    const { mandate } = response.json();
    expect(mandate.phone_hint).toBe('+31 •••• 78');
    expect(new Date(mandate.expires_at).getTime() - clock().getTime()).toBe(600_000);

    const sms = lastSms();
    expect(sms).toContain('To: +31612345678');
    expect(sms).toMatch(/is je code om de automatische incasso bij .+ te bevestigen/);
    const code = codeIn(sms) as string;
    const [stored] = await mandates(anna.id);
    expect(stored).toMatchObject({
      iban: 'NL91ABNA0417164300',
      phone: '+31612345678',
      status: 'awaiting_code',
    });
    expect(stored.code_hash).not.toContain(code);

    // Another start sends another random code.
    await start(anna.cookie, form(pack));
    expect(codeIn(lastSms())).not.toBe(undefined);
  });

  it('refuses bad input with a clear error and stores or sends nothing', async () => {
    const bram = await member();
    const pack = await sitePackage();
    const gbp = await sitePackage('GB', 'GBP', 1799);
    const sent = smsCount();
    const cases: Array<[object, number, object]> = [
      [form(pack, { iban: 'NL91 ABNA 0417 1643 01' }), 400, { error: 'iban_invalid', fields: ['iban'] }],
      // Without the consent to immediate delivery there is no order (the return policy asks it at every purchase).
      [
        form(pack, { delivery_consent: false }),
        400,
        { error: 'validation_failed', fields: ['delivery_consent'] },
      ],
      [form(pack, { iban: 'hello' }), 400, { error: 'validation_failed' }],
      // A valid IBAN outside SEPA (Brazil) cannot be collected by SEPA direct debit.
      [form(pack, { iban: 'BR1800360305000010009795493C1' }), 400, { error: 'iban_invalid' }],
      [form(pack, { phone: '020 123 4567' }), 400, { error: 'validation_failed', fields: ['phone'] }],
      [form(pack, { phone: '12' }), 400, { error: 'validation_failed' }],
      [form(999_999), 404, { error: 'not_found' }],
      [form(gbp, { country: 'GB' }), 400, { error: 'method_not_available' }],
      [{ ...form(pack), otp: '123456' }, 400, { error: 'validation_failed' }],
    ];
    for (const [payload, status, body] of cases) {
      const response = await start(bram.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject(body);
    }
    expect(await mandates(bram.id)).toHaveLength(0);
    expect(smsCount()).toBe(sent);
    expect(
      (await app.inject({ method: 'POST', url: '/api/directdebit.php', payload: form(pack) })).statusCode,
    ).toBe(403);
  });

  it('refuses members blocked for direct debit and members at the site’s limit (SPEC §8)', async () => {
    const carla = await member();
    const pack = await sitePackage();
    await sql.query('UPDATE users SET direct_debit_blocked = true WHERE id = $1', [carla.id]);
    expect((await start(carla.cookie, form(pack))).json()).toEqual({ error: 'direct_debit_blocked' });
    await sql.query('UPDATE users SET direct_debit_blocked = false WHERE id = $1', [carla.id]);

    // Three direct-debit orders in the last 30 days reach the default limit of 3; a failed one does not count.
    const order = (status: string, daysAgo: number) =>
      sql.query(
        `INSERT INTO orders (site_id, user_id, client_id, package_id, credits, list_amount, amount, currency, method,
           provider, status, created_at, delivery_consent_at)
         SELECT site_id, id, gen_random_uuid(), $2, 125, 1999, 1999, 'EUR', 'sdd', 'sandbox', $3,
           $4::timestamptz - make_interval(days => $5), $4::timestamptz - make_interval(days => $5)
         FROM users WHERE id = $1`,
        [carla.id, pack, status, clock(), daysAgo],
      );
    await order('paid', 1);
    await order('pending', 3);
    await order('failed', 2);
    await order('paid', 40);
    expect((await start(carla.cookie, form(pack))).statusCode).toBe(201);
    await order('paid', 5);
    const refused = await start(carla.cookie, form(pack));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'direct_debit_limit' });
  });

  it('a wrong code is "Code ongeldig"; the fifth wrong try voids the mandate; a code lasts 10 minutes', async () => {
    const dirk = await member();
    const pack = await sitePackage();
    const { mandate } = (await start(dirk.cookie, form(pack))).json();
    const code = codeIn(lastSms()) as string;
    const wrong = code === '000000' ? '000001' : '000000';
    const confirm = (otp: string) =>
      post('/api/directdebit-code.php', dirk.cookie, {
        mandate: mandate.id,
        otp,
        client_id: crypto.randomUUID(),
      });

    for (let i = 1; i < SMS_CODE_MAX_TRIES; i++) {
      const response = await confirm(i === 1 ? 'abc' : wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'code_invalid' });
    }
    expect((await confirm(wrong)).json()).toEqual({ error: 'code_invalid' });
    // Void now: even the right code no longer works, and no new code can be sent for it.
    expect((await confirm(code)).json()).toEqual({ error: 'code_expired' });
    expect((await post('/api/directdebit-resend.php', dirk.cookie, { mandate: mandate.id })).statusCode).toBe(
      410,
    );
    expect((await mandates(dirk.id))[0]).toMatchObject({ status: 'void', code_tries: SMS_CODE_MAX_TRIES });

    const second = (await start(dirk.cookie, form(pack))).json().mandate;
    const secondCode = codeIn(lastSms()) as string;
    clock.set(new Date(clock().getTime() + 600_001));
    const late = await post('/api/directdebit-code.php', dirk.cookie, {
      mandate: second.id,
      otp: secondCode,
      client_id: crypto.randomUUID(),
    });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ error: 'code_expired' });
  });

  it('a new code at most once a minute; it replaces the old one; nobody else can touch the mandate', async () => {
    const eva = await member();
    const pack = await sitePackage();
    const { mandate } = (await start(eva.cookie, form(pack))).json();
    const first = codeIn(lastSms()) as string;
    const resend = (cookie: string) => post('/api/directdebit-resend.php', cookie, { mandate: mandate.id });

    const early = await resend(eva.cookie);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ error: 'rate_limited', retry_after: 60 });

    clock.set(new Date(clock().getTime() + 61_000));
    const again = await resend(eva.cookie);
    expect(again.statusCode, again.body).toBe(200);
    const second = codeIn(lastSms()) as string;
    expect((await mandates(eva.id))[0].code_tries).toBe(0);
    if (second !== first) {
      const old = await post('/api/directdebit-code.php', eva.cookie, {
        mandate: mandate.id,
        otp: first,
        client_id: crypto.randomUUID(),
      });
      expect(old.json()).toEqual({ error: 'code_invalid' });
    }

    const frank = await member();
    expect((await resend(frank.cookie)).statusCode).toBe(404);
    const guessed = await post('/api/directdebit-code.php', frank.cookie, {
      mandate: mandate.id,
      otp: second,
      client_id: crypto.randomUUID(),
    });
    expect(guessed.statusCode).toBe(404);
  });

  it('the right code places one direct-debit order: collected, credited once, the member premium', async () => {
    const greta = await member();
    const pack = await sitePackage();
    const { mandate } = (await start(greta.cookie, form(pack))).json();
    const code = codeIn(lastSms()) as string;
    const confirm = (clientId: string) =>
      post('/api/directdebit-code.php', greta.cookie, {
        mandate: mandate.id,
        otp: code,
        client_id: clientId,
      });

    // A double click with two attempts at once, and a retry later with yet another client_id: one order.
    const [one, two] = await Promise.all([confirm(crypto.randomUUID()), confirm(crypto.randomUUID())]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    const { order } = one.json();
    expect(two.json().order.id).toBe(order.id);
    expect(order).toMatchObject({ method: 'sdd', credits: 125, amount: 1999, currency: 'EUR' });
    expect((await confirm(crypto.randomUUID())).json().order.id).toBe(order.id);

    // The sandbox collects the debit and calls the webhook, as a provider does.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await webhooks();
    const stored = await sql.query(
      `SELECT o.status, u.credits, u.paid_user, m.status AS mandate_status,
         (SELECT count(*)::int FROM orders WHERE mandate_id = m.id) AS orders,
         (SELECT sum(amount)::int FROM credit_ledger WHERE user_id = u.id) AS ledger
       FROM orders o JOIN users u ON u.id = o.user_id JOIN direct_debit_mandates m ON m.id = o.mandate_id
       WHERE o.id = $1`,
      [order.id],
    );
    const row = stored.rows[0];
    expect(row).toMatchObject({ status: 'paid', paid_user: true, mandate_status: 'confirmed', orders: 1 });
    expect(row.credits).toBe(row.ledger);
    const before = await sql.query('SELECT credits FROM users WHERE id = $1', [greta.id]);
    expect((await confirm(crypto.randomUUID())).json().order).toMatchObject({ id: order.id, status: 'paid' });
    expect((await sql.query('SELECT credits FROM users WHERE id = $1', [greta.id])).rows[0].credits).toBe(
      before.rows[0].credits,
    );
  });

  it('the data export lists the member’s direct-debit details; the purge erases them and keeps the order', async () => {
    const hanna = await member();
    const pack = await sitePackage();
    const { mandate } = (await start(hanna.cookie, form(pack))).json();
    const otp = codeIn(lastSms()) as string;
    const confirmed = await post('/api/directdebit-code.php', hanna.cookie, {
      mandate: mandate.id,
      otp,
      client_id: crypto.randomUUID(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const exported = await app.inject({
      method: 'GET',
      url: '/api/export.php',
      headers: { cookie: hanna.cookie },
    });
    expect(exported.json().direct_debit_mandates).toEqual([
      expect.objectContaining({
        id: mandate.id,
        iban: 'NL91ABNA0417164300',
        account_holder: 'Anna de Vries',
      }),
    ]);
    expect(exported.body).not.toContain('code_hash');

    await sql.query(
      `UPDATE users SET status = 'deleted', deleted_at = now() - interval '15 days' WHERE id = $1`,
      [hanna.id],
    );
    const mailer = { send: async () => {}, close: () => {} };
    await purgeDeletedAccounts({ config, db, clock: () => new Date(), mailer }, memberDataHooks({ config }));
    const [erased] = await mandates(hanna.id);
    expect(erased).toMatchObject({
      iban: '',
      account_holder: '',
      phone: '',
      street: '',
      city: '',
      code_hash: '',
    });
    const orders = await sql.query('SELECT count(*)::int AS n FROM orders WHERE mandate_id = $1', [
      mandate.id,
    ]);
    expect(orders.rows[0].n).toBe(1);
  });
});
