import { consoleErrors, expect, expectAccessible, test } from '../support/fixtures.ts';
import { personContext } from '../support/members.ts';
import { confirmedStaffContext } from '../support/staff.ts';

/*
 * Issue 23 (decision 0059): an administrator creates a site and changes its Dutch home page title; the site shows
 * it on both server instances within seconds. A moderator gets the 403 text for the sites editor and a dashboard
 * without money. The new site's domain is a *.localhost name, which Chromium sends to this machine, so the
 * default site that other journeys read stays as it is.
 */

/** The same server under the new site's host name. */
const onHost = (base: string, host: string) => {
  const url = new URL(base);
  url.hostname = host;
  return url.origin;
};

test('an administrator creates a site and changes its Dutch title, which both servers then show', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const domain = `sites-${Date.now().toString(36)}.localhost`;
  const title = `Flirten in de e2e-regio ${Date.now().toString(36)}`;
  const { context } = await confirmedStaffContext(browser, 'administrator');
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/admin/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Domein' }).fill(domain);
  await page.getByRole('button', { name: 'Site aanmaken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Site ${domain}` })).toBeVisible();

  await page.getByRole('textbox', { name: /Titel van de startpagina/ }).fill(title);
  await page.getByRole('combobox', { name: /Waarschuwing bij binnenkomst/ }).selectOption('no');
  // The preview shows the title before it is saved.
  await expect(page.getByRole('region', { name: 'Voorbeeld' }).getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByText(/^Opgeslagen\./)).toBeVisible();
  await expectAccessible(page);

  // A phone: the editor fits the width and its button is reachable.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: 'Wijzigingen opslaan' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A visitor of the new site, on each server instance.
  const visitor = await personContext(browser);
  const visit = await visitor.newPage();
  for (const base of [process.env.BASE_URL, process.env.SECOND_BASE_URL]) {
    await visit.goto(`${onHost(String(base), domain)}/`);
    await expect(visit.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 5_000 });
  }
  await visitor.close();

  // The administrator's dashboard has the money and traffic figures.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 3, name: 'Omzet' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Aanmeldingen en eerste aankopen per verkeersbron' }),
  ).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('a moderator gets the 403 text for the sites editor and a dashboard without money', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context } = await confirmedStaffContext(browser, 'moderator');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/admin/sites');
  await expect(page.getByRole('heading', { name: 'Deze pagina is alleen voor medewerkers.' })).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Vandaag' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Aanmeldingen' })).toBeVisible();
  await expect(page.getByText('Foto’s te beoordelen')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Omzet' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Eerste aankopen' })).toHaveCount(0);
  await expect(page.getByText(/€/)).toHaveCount(0);
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('heading', { level: 2, name: 'Vandaag' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
