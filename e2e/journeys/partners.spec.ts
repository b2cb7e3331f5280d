import type { Browser } from '@playwright/test';
import type { AdminSite } from '../../contract/src/index.ts';
import { withDatabase } from '../support/database.ts';
import {
  consoleErrors,
  expect,
  expectAccessible,
  freshDutchIp,
  test,
  visitAs,
  webTexts,
} from '../support/fixtures.ts';
import { confirmedStaffContext } from '../support/staff.ts';

/*
 * Issue 24 "Partners" (decision 0066), at 375 px on a site of its own (a *.localhost name, so the default site other
 * journeys read stays as it is): partner tiles labelled and leading out with the visitor's tracking, the mobile
 * redirect's countdown that a visitor can cancel or let run, and the /lang-config country that decides the switcher.
 */
const nl = webTexts('nl');
const p = webTexts('nl', 'partners');
const PHONE = { width: 375, height: 740 };
const REDIRECT_HOST = 'm.partner.example';

const onHost = (base: string, host: string) => {
  const url = new URL(base);
  url.hostname = host;
  return url.origin;
};

let origin = '';
// One site for the three journeys: they run one after the other in one worker.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/**
 * Signs members up on the new site from a page of it (Node cannot resolve *.localhost; Chromium can) and lists them
 * as the activation link would (its mail links to the site's https origin, which this machine does not serve).
 */
async function membersOfSite(browser: Browser, names: Array<[string, 'female' | 'male']>) {
  const context = await browser.newContext({ baseURL: origin });
  await visitAs(context, { ip: freshDutchIp(), skipEntryWarning: true });
  const page = await context.newPage();
  await page.goto('/pages/faq');
  const emails: string[] = [];
  for (const [name, gender] of names) {
    const email = `${name.toLowerCase()}.${process.pid}.${Date.now()}@example.nl`;
    const status = await page.evaluate(
      async (form) =>
        (
          await fetch('/api/signup.php', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(form),
          })
        ).status,
      {
        email,
        name,
        password: 'Zeilboot-Kaas-Fiets-7',
        date_of_birth: `${new Date().getFullYear() - 34}-06-21`,
        gender,
        sexuality: 'hetero',
        country: 'NL',
        region: null,
        language: 'nl',
      },
    );
    expect(status).toBe(201);
    emails.push(email);
  }
  await context.close();
  await withDatabase(async (client) => {
    await client.query(
      `UPDATE users SET status = 'active', confirmed_at = now() WHERE email = ANY($1::text[])`,
      [emails],
    );
    await client.query(
      `UPDATE profiles SET status = 'active' WHERE id IN (SELECT id FROM users WHERE email = ANY($1::text[]))`,
      [emails],
    );
  });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const domain = `partners-${crypto.randomUUID().slice(0, 8)}.localhost`;
  origin = onHost(String(process.env.BASE_URL), domain);
  const { context } = await confirmedStaffContext(browser, 'administrator');
  const list = await (await context.request.get('/api/admin/sites.php')).json();
  const source = list.sites.find((site: { is_default: boolean }) => site.is_default).id;
  const { site } = (await (await context.request.get(`/api/admin/site.php?id=${source}`)).json()) as {
    site: AdminSite;
  };
  const { id: _id, is_default: _default, updated_at: _at, ...settings } = site;
  const created = await context.request.post('/api/admin/site.php', {
    data: {
      ...settings,
      domain,
      countries: ['NL', 'BE'],
      enable_site_entry_popup: 'no',
      logged_out_search: true,
      member_resell: true,
      partner_cam_url: 'https://cams.partner.example/go?aff={network}&s1={sub1}&site={site_sub_id}',
      partner_resell_url: 'https://dating.partner.example/r/{site_sub_id}',
      partner_sub_id: 'e2e-sub',
      mobile_redirect_url: `https://${REDIRECT_HOST}/?n={network}`,
      mobile_redirect_seconds: 4,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await context.close();
  // Two members of the new site, so its search has something besides the partners.
  await membersOfSite(browser, [
    ['Iris', 'female'],
    ['Bram', 'male'],
  ]);
});

test('partner tiles are labelled as partner content and lead out with the visitor’s tracking', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin, viewport: PHONE });
  await visitAs(context, { ip: freshDutchIp(), skipEntryWarning: true });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto('/members?network=net7&sub1=abc');
  const cam = page.getByRole('link', { name: new RegExp(`^${p('partners.cam.title')}`) });
  await expect(cam).toBeVisible();
  await expect(page.getByText(`${p('partners.label')} · ${p('partners.ad')}`).first()).toBeVisible();
  await expect(cam).toHaveAttribute('href', 'https://cams.partner.example/go?aff=net7&s1=abc&site=e2e-sub');
  await expect(cam).toHaveAttribute('target', '_blank');
  await expect(cam).toHaveAttribute('rel', 'sponsored noopener');
  // The tile never leads to a profile of ours.
  await expect(page.locator('[data-partner] a[href^="/members/"]')).toHaveCount(0);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone the mobile redirect counts down, can be cancelled for the visit, and otherwise leads on', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  await visitAs(context, { ip: freshDutchIp(), skipEntryWarning: true });
  await context.route(`https://${REDIRECT_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner</h1>' }),
  );
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto('/?network=net9');
  const bar = page.getByRole('region', { name: p('partners.redirect.region') });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(REDIRECT_HOST);
  await bar.getByRole('button', { name: p('partners.redirect.stay') }).focus();
  await page.keyboard.press('Enter');
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: p('partners.redirect.stayed') })).toHaveCount(1);
  // Cancelled stays cancelled for the visit, also after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: nl('index.steps.heading') })).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect(errors).toEqual([]);

  // Another visit (a new tab) that lets it run is taken to the partner, with its tracking.
  const next = await context.newPage();
  await next.goto('/?network=net9');
  await expect(next.getByRole('region', { name: p('partners.redirect.region') })).toBeVisible();
  await next.waitForURL(`https://${REDIRECT_HOST}/?n=net9`, { timeout: 15_000 });
  await context.close();
});

test('/lang-config: a visitor’s country decides the language switcher, and survives a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin, viewport: PHONE });
  await visitAs(context, { language: 'nl', ip: freshDutchIp(), skipEntryWarning: true });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto('/lang-config');
  const switcher = page.getByRole('button', { name: nl('nav.languageCurrent', { language: 'Nederlands' }) });
  // From the Netherlands: one language, no switcher.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(switcher).toHaveCount(0);
  const country = page.getByRole('combobox', { name: p('partners.country.label') });
  await country.selectOption('CH');
  await expect(page.getByText(/Deutsch, Italiano, Français, English/)).toBeVisible();
  await expect(switcher).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(country).toHaveValue('CH');
  await switcher.click();
  const topBar = page.getByRole('navigation', { name: nl('nav.label') });
  await expect(topBar.getByRole('button', { name: 'Italiano' })).toBeVisible();
  expect((await context.cookies()).find((each) => each.name === 'country')?.value).toBe('CH');
  expect(errors).toEqual([]);
  await context.close();
});
