import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { personContext } from '../support/members.ts';
import { activationLink, signUpThroughScreens } from '../support/signup-screens.ts';
import { confirmedStaffContext } from '../support/staff.ts';

/*
 * Issue 24 (decision 0064): an administrator sets a traffic network's postback URL on the site (a local HTTP
 * server standing in for the network); a visitor arrives on `/?network=…&sub1=…&ref=…`, signs up on the signup
 * screens, confirms with the activation mail, and the network is called with the click id; the dashboard's
 * traffic report shows the network and sub id with one signup and one activation.
 */
test('tracking from the entry URL reaches the account, the network hears of the activation, the report shows it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const t = webTexts('nl');
  const tr = webTexts('nl', 'traffic');
  const network = `e2enet${Date.now().toString(36)}`;
  const clickId = `clk-${Date.now().toString(36)}`;
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    received.push(request.url ?? '');
    response.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // 1. The administrator sets the network's postback in the sites editor.
  const { context: staffContext } = await confirmedStaffContext(browser, 'administrator');
  const admin = await staffContext.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  const sites = (await (await staffContext.request.get('/api/admin/sites.php')).json()) as {
    sites: Array<{ id: number; is_default: boolean }>;
  };
  const siteId = sites.sites.find((site) => site.is_default)?.id;
  await admin.goto(`/admin/sites/${siteId}`);
  const postbacks = admin.getByRole('region', { name: tr('traffic.postbacks.title') });
  await postbacks.getByRole('button', { name: tr('traffic.postbacks.add') }).click();
  const entries = postbacks.getByRole('group');
  const entry = entries.last();
  await entry.getByRole('textbox', { name: tr('traffic.postbacks.network') }).fill(network);
  await entry
    .getByRole('textbox', { name: tr('traffic.postbacks.url') })
    .fill(`${origin}/pb?click={click_id}&event={event}&payout={amount}`);
  await entry.getByRole('combobox', { name: tr('traffic.postbacks.clickIdField') }).selectOption('ref');
  await postbacks.getByRole('button', { name: tr('traffic.postbacks.save') }).click();
  await expect(postbacks.getByRole('status')).toHaveText(tr('traffic.postbacks.saved'));
  await expectAccessible(admin);

  // 2. A visitor from the campaign: the tracking of the entry URL is kept while they go on to the signup.
  const visitor = await personContext(browser);
  const page = await visitor.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/?network=${network}&sub1=banner%207&ref=${clickId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: t('signup.step0.heading') })).toBeVisible();
  const email = `campagne.${process.pid}.${Date.now()}@example.nl`;
  const sent = await signUpThroughScreens(page, {
    name: 'Campagnebezoeker',
    email,
    password: 'Zeilboot-Kaas-Fiets-7',
    age: 33,
  });

  // 3. The activation mail from the test SMTP: the activation calls the network once, with the click id.
  const link = await activationLink(email, sent);
  await page.goto(link);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect
    .poll(() => received, { timeout: 30_000 })
    .toEqual([`/pb?click=${clickId}&event=activation&payout=0.00`]);

  // 4. The dashboard's report: the network and sub id (normalised: no space) with a signup and an activation.
  await admin.goto('/admin');
  const report = admin.getByRole('region', { name: tr('traffic.report.title') });
  const row = report.getByRole('row').filter({ hasText: network });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([network, 'banner7', '1', '1', '0']);
  await expectAccessible(admin);

  await visitor.close();
  await staffContext.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
