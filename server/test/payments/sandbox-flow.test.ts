import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createMember } from '../support/members.ts';
import { createTestDatabase, startTestInstance } from '../support/test-app.ts';

/**
 * The whole sandbox flow over real HTTP, as in a browser: the order, the provider's checkout page, the member's
 * choice, the redirect back, and the webhook the sandbox calls on the listening server.
 */
describe('the sandbox checkout over HTTP: page, outcome, redirect, webhook', async () => {
  const { db, url } = await createTestDatabase();
  const instance = await startTestInstance(url);
  const { baseUrl, app } = instance;
  const sql = db.$client;
  const { rows } = await sql.query<{ id: number; credits: number }>(
    `SELECT p.id::int AS id, p.credits FROM credit_packages p JOIN sites s ON s.id = p.site_id
     WHERE s.is_default AND p.country = 'NL' ORDER BY p.position`,
  );
  const popular = rows[1] as { id: number; credits: number };

  async function placeOrder(cookie: string, method: string) {
    const response = await fetch(`${baseUrl}/api/order.php`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        package: popular.id,
        method,
        client_id: crypto.randomUUID(),
        delivery_consent: true,
      }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { order: { id: number }; checkout_url: string };
  }

  const choose = (checkoutUrl: string, outcome: string) =>
    fetch(checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });

  /** Polls the order as the transaction page does, until it is final. */
  async function finalOrder(cookie: string, id: number) {
    for (let i = 0; i < 100; i += 1) {
      const response = await fetch(`${baseUrl}/api/order.php?id=${id}`, { headers: { cookie } });
      const { order } = (await response.json()) as { order: { status: string } };
      if (order.status !== 'open' && order.status !== 'pending') return order;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`order ${id} did not become final`);
  }

  /** axe-core run inside a DOM of the page (colour contrast needs layout, which jsdom has not). */
  async function axeViolations(html: string): Promise<string[]> {
    const dom = new JSDOM(html, { runScripts: 'outside-only' });
    dom.window.eval(axe.source);
    const results = await (dom.window as unknown as { axe: typeof axe }).axe.run(dom.window.document, {
      rules: { 'color-contrast': { enabled: false } },
    });
    dom.window.close();
    return results.violations.map((violation) => violation.id);
  }

  const account = async (memberId: number) =>
    (
      await sql.query(
        `SELECT u.credits, u.paid_user,
           (SELECT count(*)::int FROM credit_ledger WHERE user_id = u.id AND reason = 'purchase') AS purchases
         FROM users u WHERE u.id = $1`,
        [memberId],
      )
    ).rows[0];

  it('shows the checkout page in the member’s language: amount, method, the test notice, three labelled buttons', async () => {
    const anna = await createMember(app);
    const placed = await placeOrder(anna.cookie, 'ideal');
    expect(placed.checkout_url.startsWith(`${baseUrl}/sandbox-checkout/sbx_`)).toBe(true);
    const page = await fetch(placed.checkout_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain('Testbetaling — er wordt geen geld overgemaakt');
    expect(html).toContain('<h1>Testbetaling</h1>');
    // Formatted as in nl-NL, with a no-break space.
    expect(html).toContain('€\u00a019,99');
    expect(html).toContain('iDEAL');
    for (const [outcome, label] of [
      ['paid', 'Betaling voltooien'],
      ['failed', 'Betaling laten mislukken'],
      ['canceled', 'Betaling annuleren'],
    ]) {
      expect(html).toMatch(
        new RegExp(`<button type="submit" name="outcome" value="${outcome}"[^>]*>${label}</button>`),
      );
    }
    expect(html).not.toContain('<script');
    expect(await axeViolations(html)).toEqual([]);

    const english = await createMember(app, { language: 'en' });
    const englishPage = await (
      await fetch((await placeOrder(english.cookie, 'creditcard')).checkout_url)
    ).text();
    expect(englishPage).toContain('<html lang="en-GB">');
    expect(englishPage).toContain('Test payment — no money is moved');
    expect(englishPage).toContain('€19.99');
    expect(englishPage).toContain('Credit card');
    expect(await axeViolations(englishPage)).toEqual([]);

    const unknown = await fetch(`${baseUrl}/sandbox-checkout/sbx_nothing`);
    expect(unknown.status).toBe(404);
  });

  it('paid: back to /transactions/<id>, the webhook credits once and makes the member premium; replays change nothing', async () => {
    const bram = await createMember(app);
    const placed = await placeOrder(bram.cookie, 'ideal');
    const answer = await choose(placed.checkout_url, 'paid');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${baseUrl}/transactions/${placed.order.id}`);
    expect((await finalOrder(bram.cookie, placed.order.id)).status).toBe('paid');
    expect(await account(bram.user.id)).toEqual({
      credits: 10 + popular.credits,
      paid_user: true,
      purchases: 1,
    });

    const paymentId = placed.checkout_url.split('/').pop() as string;
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${baseUrl}/api/payment-webhook.php?provider=sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `id=${paymentId}`,
        }),
      ),
    );
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // Choosing again on the page changes nothing: the payment is no longer open.
    expect((await choose(placed.checkout_url, 'failed')).status).toBe(303);
    const after = await (await fetch(placed.checkout_url)).text();
    expect(after).toContain('Deze betaling is voltooid.');
    expect(after).not.toContain('<form');
    expect(await account(bram.user.id)).toEqual({
      credits: 10 + popular.credits,
      paid_user: true,
      purchases: 1,
    });
  });

  it('failed and cancelled: the order says so, nothing is granted', async () => {
    const carla = await createMember(app);
    const card = await placeOrder(carla.cookie, 'creditcard');
    expect((await choose(card.checkout_url, 'failed')).status).toBe(303);
    expect((await finalOrder(carla.cookie, card.order.id)).status).toBe('failed');
    const ideal = await placeOrder(carla.cookie, 'ideal');
    expect((await choose(ideal.checkout_url, 'canceled')).status).toBe(303);
    expect((await finalOrder(carla.cookie, ideal.order.id)).status).toBe('canceled');
    expect(await account(carla.user.id)).toEqual({ credits: 10, paid_user: false, purchases: 0 });
  });

  it('an operator refunds a payment with the sandbox command: the webhook reaches the server, the credits go back', async () => {
    const dirk = await createMember(app);
    const placed = await placeOrder(dirk.cookie, 'ideal');
    await choose(placed.checkout_url, 'paid');
    expect((await finalOrder(dirk.cookie, placed.order.id)).status).toBe('paid');
    const paymentId = placed.checkout_url.split('/').pop() as string;
    const script = path.resolve(
      import.meta.dirname,
      '../../src/modules/payments/providers/sandbox-operator.ts',
    );
    const { stdout } = await promisify(execFile)(
      'node',
      ['--import', 'tsx', script, 'refund', paymentId, '1999'],
      {
        env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
      },
    );
    expect(stdout).toContain(`webhook delivered: ${paymentId}`);
    expect(await account(dirk.user.id)).toEqual({ credits: 10, paid_user: true, purchases: 1 });
  }, 30_000);
});
