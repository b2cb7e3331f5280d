import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultSite } from '../../src/db/default-site.ts';
import { memberDataHooks } from '../../src/member-data-hooks.ts';
import { purgeDeletedAccounts } from '../../src/modules/accounts/deletion-service.ts';
import { seedDefaultPackages } from '../../src/modules/payments/default-packages.ts';
import { placeOrder } from '../../src/modules/payments/order-service.ts';
import { createSite, siteForHost } from '../../src/modules/sites/service.ts';
import { createMailer } from '../../src/platform/mailer.ts';
import { createMember } from '../support/members.ts';
import { createPaymentTestApp, paymentHelpers } from './payment-helpers.ts';

describe('packages and orders: credits.php, order.php, orders.php', async () => {
  const { app, db, sandbox, faults, deps, webhooks } = await createPaymentTestApp();
  const { sql, order, ordered, credits, orderOf, account, nlPackages, webhook } = paymentHelpers(
    app,
    db,
    sandbox,
  );
  const [small, popular, large] = await nlPackages();
  if (!small || !popular || !large) throw new Error('the default site has no NL packages');
  const sandboxPayments = async (orderId: number) =>
    (
      await sql.query<{ id: string }>(`SELECT id FROM sandbox_payments WHERE metadata->>'orderId' = $1`, [
        String(orderId),
      ])
    ).rows;

  it('requires a session: 403 authentication_required for every call', async () => {
    const calls = [
      app.inject({ method: 'GET', url: '/api/credits.php' }),
      app.inject({ method: 'GET', url: '/api/orders.php' }),
      app.inject({ method: 'GET', url: '/api/order.php?id=1' }),
      app.inject({
        method: 'POST',
        url: '/api/order.php',
        payload: {
          package: small.id,
          method: 'ideal',
          client_id: crypto.randomUUID(),
          delivery_consent: true,
        },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required' });
    }
  });

  it('offers a Dutch member the EUR packages with the second popular, and the Dutch methods without sdd', async () => {
    const anna = await createMember(app);
    const overview = await credits({ cookie: anna.cookie });
    expect(overview.country).toBe('NL');
    expect(overview.packages.map((p) => [p.credits, p.price, p.currency, p.popular])).toEqual([
      [50, 999, 'EUR', false],
      [125, 1999, 'EUR', true],
      [300, 3999, 'EUR', false],
      [750, 7999, 'EUR', false],
    ]);
    expect(overview.methods).toContain('ideal');
    expect(overview.methods).not.toContain('sdd');
    expect(overview.direct_debit).toBe(true);
    expect(overview.repeat).toBeNull();
  });

  it('pays in the asked country when the site sells there, else in the profile country, else the fallback', async () => {
    const bram = await createMember(app);
    const british = await credits({ cookie: bram.cookie, country: 'gb' });
    expect(british.country).toBe('GB');
    expect(british.packages.map((p) => [p.price, p.currency])).toEqual([
      [899, 'GBP'],
      [1799, 'GBP'],
      [3499, 'GBP'],
      [6999, 'GBP'],
    ]);
    expect(british.methods).not.toContain('ideal');
    expect(british.direct_debit).toBe(false);
    // Luxembourg has no packages of its own: the asked country gives way to the member's.
    expect((await credits({ cookie: bram.cookie, country: 'LU' })).country).toBe('NL');

    const polish = await createMember(app, { country: 'PL', region: null });
    const zloty = await credits({ cookie: polish.cookie });
    expect([zloty.country, zloty.packages[0]?.currency, zloty.packages[0]?.price]).toEqual([
      'PL',
      'PLN',
      4499,
    ]);
    expect(zloty.methods).toEqual(expect.arrayContaining(['blik', 'prezelewy24']));

    await sql.query(`UPDATE profiles SET country = 'LU' WHERE id = $1`, [bram.user.id]);
    const fallback = await credits({ cookie: bram.cookie });
    // The site's own countries (NL, BE) come next: the member sees the NL packages.
    expect(fallback.country).toBe('NL');
    await sql.query(`UPDATE credit_packages SET active = false WHERE country IN ('NL', 'BE')`);
    try {
      const euro = await credits({ cookie: bram.cookie });
      expect([euro.country, euro.packages.length, euro.packages[0]?.currency]).toEqual(['LU', 4, 'EUR']);
      expect(euro.methods).not.toContain('ideal');
    } finally {
      await sql.query(`UPDATE credit_packages SET active = true WHERE country IN ('NL', 'BE')`);
    }
  });

  it('creates an open order at the list price with a checkout link on the sandbox, 201', async () => {
    const carla = await createMember(app);
    const response = await order(carla.cookie, { package: popular.id, method: 'ideal' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.order).toMatchObject({
      package_id: popular.id,
      credits: 125,
      amount: 1999,
      list_amount: 1999,
      currency: 'EUR',
      method: 'ideal',
      status: 'open',
      discount: null,
      paid_at: null,
    });
    expect(body.checkout_url).toMatch(/^http:\/\/localhost\/sandbox-checkout\/sbx_[\w-]+$/);
    const payment = await sandbox.find(body.checkout_url.split('/').pop());
    expect(payment).toMatchObject({
      amount: 1999,
      currency: 'EUR',
      method: 'ideal',
      status: 'open',
      redirect_url: `http://localhost/transactions/${body.order.id}`,
      webhook_url: 'http://localhost/api/payment-webhook.php?provider=sandbox',
      metadata: { orderId: body.order.id, locale: 'nl' },
    });
    // Nothing is credited before the provider reports the payment.
    expect((await account(carla.user.id)).paid_user).toBe(false);
  });

  it('without the consent to immediate delivery there is no order (400), and the consent is recorded with one', async () => {
    const dana = await createMember(app);
    for (const consent of [undefined, false, 'yes']) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/order.php',
        headers: { cookie: dana.cookie },
        payload: {
          package: popular.id,
          method: 'ideal',
          client_id: crypto.randomUUID(),
          delivery_consent: consent,
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'validation_failed', fields: ['delivery_consent'] });
    }
    expect((await sql.query('SELECT 1 FROM orders WHERE user_id = $1', [dana.user.id])).rowCount).toBe(0);
    const placed = (await order(dana.cookie, { package: popular.id, method: 'ideal' })).json();
    const { rows } = await sql.query('SELECT delivery_consent_at FROM orders WHERE id = $1', [
      placed.order.id,
    ]);
    expect(rows[0]?.delivery_consent_at).toBeInstanceOf(Date);
  });

  it('refuses an unknown, inactive, foreign-site or other-country package (404) and a method not offered (400)', async () => {
    const dirk = await createMember(app);
    const other = await createSite(db, {
      ...defaultSite(`other-${crypto.randomUUID()}.example`),
      isDefault: false,
    });
    await seedDefaultPackages(sql, other.id);
    const { rows } = await sql.query<{ id: number }>(
      `SELECT id::int AS id FROM credit_packages WHERE site_id = $1 AND country = 'NL' LIMIT 1`,
      [other.id],
    );
    const { rows: gb } = await sql.query<{ id: number }>(
      `SELECT p.id::int AS id FROM credit_packages p JOIN sites s ON s.id = p.site_id
       WHERE s.is_default AND p.country = 'GB' LIMIT 1`,
    );
    const gbPackage = gb[0]?.id as number;
    for (const pkg of [999_999, rows[0]?.id as number, gbPackage]) {
      const response = await order(dirk.cookie, { package: pkg, method: 'creditcard' });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
    // The GB package is offered when the member pays from GB.
    expect(
      (await order(dirk.cookie, { package: gbPackage, method: 'creditcard', country: 'GB' })).statusCode,
    ).toBe(201);
    await sql.query('UPDATE credit_packages SET active = false WHERE id = $1', [large.id]);
    try {
      expect((await order(dirk.cookie, { package: large.id, method: 'ideal' })).statusCode).toBe(404);
    } finally {
      await sql.query('UPDATE credit_packages SET active = true WHERE id = $1', [large.id]);
    }
    for (const method of ['blik', 'bancontact', 'sdd']) {
      const response = await order(dirk.cookie, { package: small.id, method });
      expect(response.statusCode, method).toBe(400);
      expect(response.json()).toEqual({ error: 'method_not_available' });
    }
    const stored = await sql.query('SELECT count(*)::int AS count FROM orders WHERE user_id = $1', [
      dirk.user.id,
    ]);
    expect(stored.rows[0].count).toBe(1);
  });

  it('answers another member’s order and an unknown id with 404; lists the own orders newest first', async () => {
    const eva = await createMember(app);
    const finn = await createMember(app);
    const first = await ordered(eva.cookie, { package: small.id, method: 'ideal' });
    const second = await ordered(eva.cookie, { package: large.id, method: 'paypal' });
    const own = await orderOf(eva.cookie, first.order.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().order).toMatchObject({ id: first.order.id, credits: 50, status: 'open' });
    for (const id of [first.order.id, 987_654]) {
      const response = await orderOf(finn.cookie, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
    const list = await app.inject({ method: 'GET', url: '/api/orders.php', headers: { cookie: eva.cookie } });
    expect(list.json().orders.map((o: { id: number }) => o.id)).toEqual([second.order.id, first.order.id]);
    const none = await app.inject({
      method: 'GET',
      url: '/api/orders.php',
      headers: { cookie: finn.cookie },
    });
    expect(none.json()).toEqual({ orders: [] });
  });

  it('a double click (the same client_id five times at once) makes one order and one provider payment', async () => {
    const gijs = await createMember(app);
    const clientId = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        order(gijs.cookie, { package: popular.id, method: 'creditcard', client_id: clientId }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const bodies = responses.map((r) => r.json());
    expect(new Set(bodies.map((b) => b.order.id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.checkout_url)).size).toBe(1);
    const orderId = bodies[0].order.id;
    expect(await sandboxPayments(orderId)).toHaveLength(1);
    // Later, too: the same order and checkout, still one payment.
    const again = await order(gijs.cookie, {
      package: popular.id,
      method: 'creditcard',
      client_id: clientId,
    });
    expect([again.statusCode, again.json().checkout_url]).toEqual([200, bodies[0].checkout_url]);
    expect(await sandboxPayments(orderId)).toHaveLength(1);
  });

  it('applies a discount code to the price and holds it for the order until it fails', async () => {
    const hanna = await createMember(app);
    const first = await ordered(hanna.cookie, {
      package: popular.id,
      method: 'ideal',
      discount_code: 'welcome25',
    });
    expect(first.order).toMatchObject({
      amount: 1499,
      list_amount: 1999,
      discount: { code: 'WELCOME25', value_percentage: 25 },
    });
    expect((await sandbox.find(first.paymentId))?.amount).toBe(1499);
    // Left at the checkout (neither paid nor cancelled): a new order takes the code over, the first is cancelled.
    const second = await ordered(hanna.cookie, {
      package: small.id,
      method: 'paypal',
      discount_code: 'WELCOME25',
    });
    expect(second.order.amount).toBe(749);
    expect((await orderOf(hanna.cookie, first.order.id)).json().order.status).toBe('canceled');
    // Its payment on its way (pending), the second keeps the code.
    await sql.query(`UPDATE sandbox_payments SET status = 'pending' WHERE id = $1`, [second.paymentId]);
    await webhook(second.paymentId);
    const third = await order(hanna.cookie, {
      package: small.id,
      method: 'ideal',
      discount_code: 'WELCOME25',
    });
    expect([third.statusCode, third.json()]).toEqual([409, { error: 'code_used' }]);
    // It fails: the code is free again.
    await sql.query(`UPDATE sandbox_payments SET status = 'failed' WHERE id = $1`, [second.paymentId]);
    await webhook(second.paymentId);
    const retry = await ordered(hanna.cookie, {
      package: small.id,
      method: 'ideal',
      discount_code: 'WELCOME25',
    });
    expect(retry.order.amount).toBe(749);
    const unknown = await order(hanna.cookie, { package: small.id, method: 'ideal', discount_code: 'NOPE' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'code_not_found' }]);
  });

  it('a provider that fails answers 502, fails the order and frees its discount code; the retry answers 502 too', async () => {
    const ivo = await createMember(app);
    const clientId = crypto.randomUUID();
    faults.createPayment = 1;
    const response = await order(ivo.cookie, {
      package: popular.id,
      method: 'ideal',
      client_id: clientId,
      discount_code: 'WELCOME25',
    });
    expect([response.statusCode, response.json()]).toEqual([502, { error: 'payment_provider_unavailable' }]);
    const { rows } = await sql.query('SELECT status FROM orders WHERE user_id = $1', [ivo.user.id]);
    expect(rows).toEqual([{ status: 'failed' }]);
    const repeated = await order(ivo.cookie, { package: popular.id, method: 'ideal', client_id: clientId });
    expect(repeated.statusCode).toBe(502);
    const next = await ordered(ivo.cookie, {
      package: popular.id,
      method: 'ideal',
      discount_code: 'WELCOME25',
    });
    expect(next.order.amount).toBe(1499);
  });

  it('limits new orders to 20 an hour per member (429); a repeated client_id still answers', async () => {
    const jan = await createMember(app);
    const clientId = crypto.randomUUID();
    for (let i = 0; i < 20; i += 1) {
      const response = await order(jan.cookie, {
        package: small.id,
        method: 'ideal',
        ...(i === 0 ? { client_id: clientId } : {}),
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await order(jan.cookie, { package: small.id, method: 'ideal' });
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: 'rate_limited' }]);
    expect(
      (await order(jan.cookie, { package: small.id, method: 'ideal', client_id: clientId })).statusCode,
    ).toBe(200);
  });

  it('direct debit (placeOrder with a mandate): sdd only with one, paid when collected, refused at the limit', async () => {
    const kim = await createMember(app);
    const site = await siteForHost(db, 'localhost');
    const mandate = {
      mandateId: 0,
      accountHolder: 'Kim de Vries',
      iban: 'NL91ABNA0417164300',
      signedAt: new Date(),
    };
    const input = (clientId = crypto.randomUUID()) => ({
      package: small.id,
      method: 'sdd' as const,
      client_id: clientId,
      directDebit: mandate,
      delivery_consent: true as const,
    });
    await expect(
      placeOrder(deps, site, kim.user.id, { ...input(), directDebit: undefined }, 'http://localhost'),
    ).rejects.toMatchObject({ code: 'method_not_available' });
    await expect(
      placeOrder(deps, site, kim.user.id, { ...input(), method: 'ideal' }, 'http://localhost'),
    ).rejects.toMatchObject({ code: 'method_not_available' });
    // Mandate ids are the lead's table; a real one is needed for the foreign key.
    const mandateIds: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { rows } = await sql.query<{ id: number }>(
        `INSERT INTO direct_debit_mandates (site_id, user_id, package_id, account_holder, iban, street, house_number,
           zip, city, phone, code_hash, code_expires_at, code_sent_at, status)
         VALUES ($1, $2, $3, 'Kim de Vries', 'NL91ABNA0417164300', 'Dam', '1', '1012JS', 'Amsterdam', '+31612345678',
           'x', now(), now(), 'confirmed') RETURNING id::int AS id`,
        [site.id, kim.user.id, small.id],
      );
      mandateIds.push(rows[0]?.id as number);
    }
    const placed = await placeOrder(
      deps,
      site,
      kim.user.id,
      { ...input(), directDebit: { ...mandate, mandateId: mandateIds[0] as number } },
      'http://localhost',
    );
    expect([placed.created, placed.checkoutUrl, placed.order.method, placed.order.status]).toEqual([
      true,
      null,
      'sdd',
      'pending',
    ]);
    // The sandbox collects a direct debit shortly after (50 ms here), then calls the webhook.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await webhooks();
    expect((await orderOf(kim.cookie, placed.order.id)).json().order.status).toBe('paid');
    expect((await account(kim.user.id)).credits).toBe(10 + 50);
    for (const mandateId of mandateIds.slice(1, 3)) {
      await placeOrder(
        deps,
        site,
        kim.user.id,
        { ...input(), directDebit: { ...mandate, mandateId } },
        'http://l',
      );
    }
    // Three direct debits in 30 days: the default site's limit.
    expect((await credits({ cookie: kim.cookie })).direct_debit).toBe(false);
    await expect(
      placeOrder(
        deps,
        site,
        kim.user.id,
        { ...input(), directDebit: { ...mandate, mandateId: mandateIds[3] as number } },
        'http://l',
      ),
    ).rejects.toMatchObject({ code: 'direct_debit_limit', status: 403 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await webhooks();
  });

  it('offers the repeat order to a paid member: the last paid package and method', async () => {
    const lot = await createMember(app);
    const bought = await ordered(lot.cookie, { package: large.id, method: 'paypal' });
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    expect((await credits({ cookie: lot.cookie })).repeat).toEqual({
      package_id: large.id,
      method: 'paypal',
    });
    await sql.query('UPDATE credit_packages SET active = false WHERE id = $1', [large.id]);
    try {
      expect((await credits({ cookie: lot.cookie })).repeat).toBeNull();
    } finally {
      await sql.query('UPDATE credit_packages SET active = true WHERE id = $1', [large.id]);
    }
  });

  it('the data export lists the member’s orders', async () => {
    const mila = await createMember(app);
    const bought = await ordered(mila.cookie, { package: small.id, method: 'ideal' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/export.php',
      headers: { cookie: mila.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().orders).toEqual([
      expect.objectContaining({
        id: bought.order.id,
        credits: 50,
        amount: 999,
        method: 'ideal',
        country: 'NL',
      }),
    ]);
  });

  it('the purge of a deleted account keeps its orders and ledger for the bookkeeping', async () => {
    const nina = await createMember(app);
    const bought = await ordered(nina.cookie, { package: small.id, method: 'ideal' });
    await sandbox.complete(bought.paymentId, 'paid');
    await webhooks();
    await sql.query(
      `UPDATE users SET status = 'deleted', deleted_at = now() - interval '15 days' WHERE id = $1`,
      [nina.user.id],
    );
    const mailer = createMailer(deps.config, { info: () => {} });
    await purgeDeletedAccounts({ ...deps, mailer }, memberDataHooks(deps));
    mailer.close();
    const { rows } = await sql.query(
      `SELECT o.status, o.credits, u.status AS member, u.email FROM orders o JOIN users u ON u.id = o.user_id
       WHERE o.id = $1`,
      [bought.order.id],
    );
    expect(rows).toEqual([{ status: 'paid', credits: 50, member: 'purged', email: null }]);
    expect((await account(nina.user.id)).ledger).toBe(60);
  });
});
