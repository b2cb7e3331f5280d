import fs from 'node:fs';
import path from 'node:path';
import {
  BE_VISITOR,
  expect,
  expectAccessible,
  NL_VISITOR,
  test,
  US_VISITOR,
  visitAs,
} from '../support/fixtures.ts';

const localeDir = path.join(import.meta.dirname, '../../web/src/i18n/locales');
const TITLES = Object.fromEntries(
  ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'sv'].map((language) => [
    language,
    JSON.parse(fs.readFileSync(path.join(localeDir, `${language}.json`), 'utf8')).entryWarning
      .title as string,
  ]),
);

for (const [language, title] of Object.entries(TITLES)) {
  test(`${language}: a visitor from the Netherlands sees the adults-only warning, accessible`, async ({
    page,
    context,
    errors,
  }) => {
    await visitAs(context, { language, ip: NL_VISITOR });
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(title);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}

test('the warning is confirmed with the keyboard, stays away after a reload, and Escape does not close it', async ({
  page,
  context,
}) => {
  await visitAs(context, { language: 'nl', ip: NL_VISITOR });
  await page.goto('/pages/faq');
  const dialog = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ik ben 18 of ouder, ga verder' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor from a country the site does not serve, or from one GeoIP cannot place, sees it too', async ({
  page,
  context,
}) => {
  await visitAs(context, { language: 'en', ip: US_VISITOR });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: TITLES.en })).toBeVisible();
  // A local install: the browser's address is the loopback one, which no GeoIP database places.
  await context.setExtraHTTPHeaders({});
  expect((await (await page.request.get('/api/settings.php')).json()).settings.geoip_country).toBeNull();
  await context.clearCookies();
  await page.goto('/pages/faq');
  await expect(page.getByRole('dialog', { name: TITLES.nl })).toBeVisible();
});

test('a Belgian visitor switches the language in the top bar, and the choice is kept', async ({
  page,
  context,
}) => {
  await visitAs(context, { ip: BE_VISITOR, skipEntryWarning: true });
  await page.goto('/pages/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veelgestelde vragen');
  await page.getByRole('button', { name: 'Taal: Nederlands' }).click();
  // The open menu's item: the footer names every language as well.
  await page.locator('.dropdown-menu.show').getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Veelgestelde vragen');
  const french = await page.getByRole('heading', { level: 1 }).textContent();
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('fr');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french ?? '');
});

test('an unknown host is served the default site', async ({ request }) => {
  const response = await request.get('/api/settings.php', { headers: { host: 'unknown-domain.example' } });
  expect(response.status()).toBe(200);
  expect((await response.json()).settings.domain).toBe('localhost');
});
