import type { Page, Request } from '@playwright/test';
import { withDatabase } from '../support/database.ts';
import { consoleErrors, expect, expectAccessible, test } from '../support/fixtures.ts';
import { personContext } from '../support/members.ts';

/**
 * A site with third-party tags (decision 0065), on a phone. Its tags load from the run's stand-in on this machine
 * (TAG_SCRIPT_ORIGIN, e2e/support/fake-tag-server.mjs): refusing loads nothing, accepting loads them, a chat page
 * never does, and the cookies page changes the choice.
 */
const tagOrigin = process.env.FAKE_TAG_ORIGIN ?? '';
// One site per worker: two workers may load this file in the same millisecond. A worker that comes back to this
// file after other files runs beforeAll again with the same domain, so the insert below keeps the first copy.
const domain = `consent-${crypto.randomUUID().slice(0, 8)}.localhost`;
const siteUrl = (path: string) => {
  const url = new URL(String(process.env.BASE_URL));
  url.hostname = domain;
  return `${url.origin}${path}`;
};

/** A copy of the default site with a tag manager and an advertising tag, and no entry warning in the way. */
test.beforeAll(async () => {
  await withDatabase(async (client) => {
    await client.query('CREATE TEMP TABLE consent_site AS SELECT * FROM sites WHERE is_default');
    await client.query(
      `UPDATE consent_site SET id = nextval('sites_id_seq'), domain = $1, is_default = false,
         enable_site_entry_popup = 'no', tag_manager_id = 'GTM-E2E1TEST', advertising_id = 'AW-123456789'`,
      [domain],
    );
    await client.query('INSERT INTO sites SELECT * FROM consent_site ON CONFLICT (domain) DO NOTHING');
  });
});

/** The requests of `page` to the tags' stand-in, from now on. */
function tagRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(tagOrigin)) seen.push(request);
  });
  return seen;
}

test('a visitor refuses, then agrees on the cookies page; a chat page never loads a tag', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  expect(tagOrigin).not.toBe('');
  const context = await personContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  const errors = consoleErrors(page);
  const seen = tagRequests(page);

  await page.goto(siteUrl('/'));
  const banner = page.getByRole('region', { name: 'Jouw keuze over cookies' });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  // It leaves most of the first screen to the page.
  const box = await banner.boundingBox();
  expect(box?.height ?? 740).toBeLessThan(740 * 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Refusing by keyboard: the banner comes first in the tab order, and refusing is one button like accepting.
  const refuse = banner.getByRole('button', { name: 'Alles weigeren' });
  for (let step = 0; step < 6 && !(await refuse.evaluate((b) => b === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(refuse).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(seen).toEqual([]);

  // The cookies page lists the site's two tags, and changes the choice: statistics loads the tag manager only.
  await page.goto(siteUrl('/pages/cookies'));
  const tags = page.getByRole('region', { name: 'Diensten van andere bedrijven' });
  await expect(tags.getByText('Tagmanager (Google Tag Manager)')).toBeVisible();
  await expect(tags.getByText('Advertentietag (Google Ads)')).toBeVisible();
  await expect(tags.getByText(/Hotjar/)).toHaveCount(0);
  const choice = page.getByRole('region', { name: 'Jouw keuze' });
  await choice.getByLabel('Statistieken en sessie-opnames').check();
  const loaded = page.waitForRequest((request) =>
    request.url().startsWith(`${tagOrigin}/gtm.js?id=GTM-E2E1TEST`),
  );
  await choice.getByRole('button', { name: 'Mijn keuze opslaan' }).click();
  await loaded;
  await expect(
    page.getByRole('region', { name: 'Jouw keuze' }).getByLabel('Statistieken en sessie-opnames'),
  ).toBeChecked();
  expect(seen.map((request) => new URL(request.url()).pathname)).toEqual(['/gtm.js']);
  await expectAccessible(page);

  // A chat page: no tag, and a policy that allows none.
  seen.length = 0;
  await page.goto(siteUrl('/members/5/chat'));
  // The pages' policies from the server (the service worker may answer a navigation from its cache), asked with
  // this visitor's consent cookie: none on the chat page, the tag's origin on a page that may load it.
  const cspOf = (path: string) =>
    page.evaluate(async (url) => (await fetch(url)).headers.get('content-security-policy') ?? '', path);
  expect(await cspOf('/members/5/chat')).toContain("script-src 'self'");
  expect(await cspOf('/members/5/chat')).not.toContain(tagOrigin);
  expect(await cspOf('/pages/faq')).toContain(tagOrigin);
  // Tags are added right after the page's first render: none was added, none was asked for.
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('script[data-tag]')).toHaveCount(0);
  expect(seen).toEqual([]);

  // Withdrawn on the cookies page: the next page loads nothing.
  await page.goto(siteUrl('/pages/cookies'));
  await page
    .getByRole('region', { name: 'Jouw keuze' })
    .getByLabel('Statistieken en sessie-opnames')
    .uncheck();
  await page
    .getByRole('region', { name: 'Jouw keuze' })
    .getByRole('button', { name: 'Mijn keuze opslaan' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Je keuze is opgeslagen.' })).toBeVisible();
  seen.length = 0;
  await page.goto(siteUrl('/pages/faq'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('script[data-tag]')).toHaveCount(0);
  expect(seen).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('accepting in the banner loads both tags once, after the page is loaded anew', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await personContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  const seen = tagRequests(page);
  await page.goto(siteUrl('/pages/faq'));
  const gtag = page.waitForRequest((request) =>
    request.url().startsWith(`${tagOrigin}/gtag/js?id=AW-123456789`),
  );
  await page
    .getByRole('region', { name: 'Jouw keuze over cookies' })
    .getByRole('button', { name: 'Alles accepteren' })
    .click();
  await gtag;
  await expect(page.locator('script[data-tag]')).toHaveCount(2);
  await expect
    .poll(() => seen.map((request) => new URL(request.url()).pathname).sort())
    .toEqual(['/gtag/js', '/gtm.js']);
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')).toMatchObject({
    value: 'statistics=1.marketing=1',
    sameSite: 'Lax',
  });
  await context.close();
});
