import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Order } from '../../contract/src/index.ts';
import { withDatabase } from '../support/database.ts';
import { consoleErrors, expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';
import { confirmedStaffContext } from '../support/staff.ts';

const t = webTexts('nl');
type Texts = { [key: string]: string | Texts };
/** A back-office namespace's Dutch texts (web/src/i18n/ns/<name>/nl.json), `{{name}}` filled in. */
function nsTexts(name: string) {
  const file = path.join(import.meta.dirname, `../../web/src/i18n/ns/${name}/nl.json`);
  const texts = Object.values(JSON.parse(fs.readFileSync(file, 'utf8')) as Texts)[0] as Texts;
  return (key: string, vars: Record<string, string | number> = {}) => {
    let node: string | Texts | undefined = texts;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text ${key} in ns/${name}`);
    return node.replace(/\{\{(\w+)\}\}/g, (whole, variable: string) => String(vars[variable] ?? whole));
  };
}
const packagesText = nsTexts('admin-packages');
const codesText = nsTexts('admin-codes');
const ordersText = nsTexts('admin-orders');

/** The biggest NL package (750 credits for € 79,99 on the default site): no other journey buys or shows it. */
async function setBigPackagePrice(page: Page, price: string) {
  await page.goto('/admin/packages');
  const name = packagesText('packageName_other', { count: 750, country: 'NL' });
  await page.getByRole('button', { name: packagesText('editLabel', { name }) }).click();
  const editor = page.locator('form', { has: page.getByRole('button', { name: packagesText('save') }) });
  await editor.getByLabel(packagesText('priceIn', { currency: 'EUR' })).fill(price);
  await editor.getByRole('button', { name: packagesText('save') }).click();
  await expect(page.locator('.alert-success')).toContainText(packagesText('savedDone', { name }));
}

test('an administrator changes a price, makes a batch of codes and refunds an order; members see it; all audited', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context: adminContext, staff } = await confirmedStaffContext(browser, 'administrator');
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  const errors = consoleErrors(admin);

  // A member past the time bonus and the welcome code's window, so /credits shows list prices.
  const memberContext = await personContext(browser);
  const member = await signUpMember(memberContext, { name: 'Mila', gender: 'female' });
  await withDatabase((client) =>
    client.query(`UPDATE users SET signup_date = now() - interval '30 days' WHERE id = $1`, [member.id]),
  );
  const memberPage = await memberContext.newPage();
  const bigCard = () => memberPage.getByRole('article', { name: t('credits.amount', { count: 750 }) });
  await memberPage.goto('/credits');
  await expect(bigCard()).toContainText('79,99');

  // 1. A new price, at once on the member's /credits.
  await admin.goto('/admin/packages');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(packagesText('title'));
  await expectAccessible(admin);
  await setBigPackagePrice(admin, '74,99');
  await memberPage.goto('/credits');
  await expect(bigCard()).toContainText('74,99');

  // 2. A batch of five codes; the member redeems one of them.
  await admin.goto('/admin/codes');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(codesText('title'));
  await admin.getByLabel(codesText('prefix')).fill('E2E');
  await admin.getByLabel(codesText('count')).fill('5');
  await admin.getByLabel(codesText('percentage')).fill('20');
  await admin.getByRole('button', { name: codesText('createBatch') }).click();
  const csvLink = admin.getByRole('link', { name: codesText('downloadCsv') }).first();
  await expect(csvLink).toBeVisible();
  await expectAccessible(admin);
  const csv = await (await adminContext.request.get((await csvLink.getAttribute('href')) as string)).text();
  const codes = csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0] as string);
  expect(codes).toHaveLength(5);
  const code = codes[2] as string;
  expect(code).toMatch(/^E2E[A-Z2-9]{8}$/);

  const offer = await (await memberContext.request.get('/api/credits.php')).json();
  const popular = offer.packages.find((each: { credits: number }) => each.credits === 125);
  const placed = await memberContext.request.post('/api/order.php', {
    data: {
      package: popular.id,
      method: 'ideal',
      client_id: crypto.randomUUID(),
      delivery_consent: true,
      discount_code: code.toLowerCase(),
      country: offer.country,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, checkout_url: checkout } = (await placed.json()) as { order: Order; checkout_url: string };
  expect(order.amount).toBe(1599);
  expect(
    (await memberContext.request.post(checkout, { form: { outcome: 'paid' }, maxRedirects: 0 })).status(),
  ).toBe(303);
  await expect
    .poll(
      async () =>
        (await (await memberContext.request.get(`/api/order.php?id=${order.id}`)).json()).order.status,
    )
    .toBe('paid');

  // 3. The order found by the member's address, refunded through the sandbox, the refund in its ledger.
  await admin.goto('/admin/orders');
  await admin.getByLabel(ordersText('searchLabel')).fill(member.email);
  await admin.getByRole('button', { name: ordersText('search'), exact: true }).click();
  await admin.getByRole('button', { name: ordersText('openLabel', { id: order.id }) }).click();
  await expect(
    admin.getByRole('heading', { name: ordersText('detailTitle', { id: order.id }) }),
  ).toBeVisible();
  await admin.getByLabel(ordersText('refundReason')).fill('Gevraagd per e-mail');
  await expectAccessible(admin);
  await admin.getByRole('button', { name: ordersText('refund'), exact: true }).dblclick();
  await expect(admin.locator('.alert-success')).toContainText('15,99');
  await expect(admin.getByText(`order:${order.id}:1599`)).toBeVisible();
  await expect(admin.getByText(ordersText('fullyRefunded'))).toBeVisible();
  const refunds = await withDatabase(
    async (client) =>
      (await client.query('SELECT count(*)::int AS n FROM order_refunds WHERE order_id = $1', [order.id]))
        .rows[0].n,
  );
  expect(refunds).toBe(1);

  // Usable on a phone: nothing wider than the screen, the search and the order at hand.
  await admin.setViewportSize({ width: 375, height: 800 });
  await expect(admin.getByLabel(ordersText('searchLabel'))).toBeVisible();
  for (const control of [
    admin.getByLabel(ordersText('searchLabel')),
    admin.getByRole('button', { name: ordersText('search'), exact: true }),
    admin.getByRole('heading', { name: ordersText('detailTitle', { id: order.id }) }),
    admin.getByText(ordersText('fullyRefunded')),
  ]) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, 'within the phone screen').toBe(true);
  }

  // 4. Every action in the audit log, by this administrator.
  const actions = await withDatabase(async (client) =>
    (
      await client.query('SELECT action FROM staff_audit_log WHERE staff_id = $1 ORDER BY id', [staff.id])
    ).rows.map((row) => row.action),
  );
  expect(actions).toEqual(['package.update', 'discount_code.create_batch', 'order.refund']);

  // The price as it was, for the other journeys.
  await admin.setViewportSize({ width: 1280, height: 900 });
  await setBigPackagePrice(admin, '79,99');
  expect(errors).toEqual([]);
});
