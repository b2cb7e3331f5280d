import type { Page } from '@playwright/test';
import type { Language } from '../../contract/src/index.ts';
import { expect, expectAccessible, test, visitAs, webTexts } from '../support/fixtures.ts';
import { DEMO_MODERATOR, logIn, personContext, signUpMember } from '../support/members.ts';

/** The phones of issue 20: an iPhone SE-sized window and a common small Android one. */
const PHONES = [
  { width: 375, height: 667 },
  { width: 360, height: 640 },
] as const;
/** The languages the first visit was tried in, German and Finnish with the longest words. */
const LANGUAGES_UNDER_TEST: readonly Language[] = ['nl', 'de', 'pl', 'fi'];

/** The first tile of the search results, once it is there. */
async function firstResult(page: Page, language: Language) {
  const results = page.getByRole('region', { name: webTexts(language)('search.results'), exact: true });
  const tile = results.getByRole('listitem').first();
  await expect(tile).toBeVisible();
  return tile;
}

for (const language of LANGUAGES_UNDER_TEST) {
  test(`${language}: a new member's search starts on the first screen of a phone, under compact prompts`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = webTexts(language);
    const context = await personContext(browser);
    await signUpMember(context, { name: 'Ruben', gender: 'male' });
    await visitAs(context, { language });
    const page = await context.newPage();
    for (const phone of PHONES) {
      await page.setViewportSize(phone);
      await page.goto('/members');
      const tile = await firstResult(page, language);
      // Just signed up, no photo: both prompts are there, and still the results begin above the fold.
      await expect(page.getByText(t('profile.photoAlert.missing'))).toBeVisible();
      await expect(page.getByText(t('welcomeBonus.title', { percentage: 25 }))).toBeVisible();
      const box = await tile.boundingBox();
      expect(box?.y, `first result at ${phone.width}x${phone.height}`).toBeLessThan(phone.height - 48);
      // The filters are one tap away.
      const filters = page.getByRole('button', { name: t('search.filters.label') });
      await expect(page.getByRole('search')).toBeHidden();
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('search').getByLabel(t('search.filters.country'))).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
    }
    if (language === 'nl') await expectAccessible(page);
    await context.close();
  });
}

test('de: before confirming the address, the reminder and the banner still leave the first result on a phone screen', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const t = webTexts('de');
  const context = await personContext(browser);
  await visitAs(context, { language: 'de' });
  const signup = await context.request.post('/api/signup.php', {
    data: {
      email: `unbestaetigt.${process.pid}.${Date.now()}@example.nl`,
      name: 'Jonas',
      password: 'Zeilboot-Kaas-Fiets-7',
      date_of_birth: `${new Date().getFullYear() - 30}-03-14`,
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
      region: null,
      language: 'de',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const page = await context.newPage();
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await page.goto('/members');
    const tile = await firstResult(page, 'de');
    await expect(page.getByText(t('activation.reminder.title'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('welcomeBonus.title', { percentage: 25 }))).toBeVisible();
    const box = await tile.boundingBox();
    expect(box?.y, `first result at ${phone.width}x${phone.height}`).toBeLessThan(phone.height - 48);
  }
  await context.close();
});

test('the moderator sees no member prompts: no photo prompt, no welcome bonus', async ({ browser }) => {
  const t = webTexts('nl');
  const context = await personContext(browser, { viewport: PHONES[0] });
  await logIn(context, DEMO_MODERATOR);
  const page = await context.newPage();
  await page.goto('/members');
  await firstResult(page, 'nl');
  await expect(page.getByText(t('profile.photoAlert.missing'))).toHaveCount(0);
  await expect(page.getByText(t('welcomeBonus.title', { percentage: 25 }))).toHaveCount(0);
  await context.close();
});
