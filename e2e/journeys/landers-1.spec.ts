import type { BrowserContext, Page } from '@playwright/test';
import type { Language } from '../../contract/src/index.ts';
import {
  consoleErrors,
  expect,
  expectAccessible,
  freshDutchIp,
  test,
  visitAs,
  webTexts,
} from '../support/fixtures.ts';

/**
 * Issue 24, part landers-1 (decision 0061): on a 375 px phone each of the four landers renders its own design in
 * Dutch and one other language, with no console error and no axe violation, and leads into the signup; a slug
 * picks a variant's copy (the demo seed's variants, docs/landers.md).
 */
const PHONE = { width: 375, height: 667 };
const LANDERS: { name: string; path: string; other: Language }[] = [
  { name: 'tinderswipe', path: '/landers/tinderswipe', other: 'de' },
  { name: 'collagelanding', path: '/landers/collagelanding', other: 'en' },
  { name: 'gallery', path: '/landers/gallery', other: 'fr' },
  { name: 'iconslanding', path: '/landers/iconslanding', other: 'pl' },
];

async function phoneVisitor(browser: import('@playwright/test').Browser, language: Language) {
  const context = await browser.newContext({ viewport: PHONE });
  await visitAs(context, { language, ip: freshDutchIp(), skipEntryWarning: true });
  return context;
}

/** Swipes the deck to its end: the arrow key once (the keyboard's way), then the like button. */
async function swipeToTheEnd(page: Page, language: Language) {
  const t = webTexts(language, 'landers');
  const position = page.locator('.swipe-deck-wrap [aria-live]');
  const first = await position.textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(position).not.toHaveText(first ?? '');
  const like = page.getByRole('button', { name: t('landers.tinderswipe.like'), exact: true });
  const end = page.getByRole('heading', { level: 2, name: t('landers.tinderswipe.endTitle') });
  // One like at a time: the next card is there once the count moved on (or the deck gave way to the end).
  for (let i = 0; i < 12 && !(await end.isVisible()); i++) {
    const before = await position.textContent();
    await like.click();
    await page.waitForFunction((shown) => {
      const count = document.querySelector('.swipe-deck-wrap [aria-live]');
      return !count || count.textContent !== shown;
    }, before);
  }
  await expect(end).toBeVisible();
}

for (const lander of LANDERS) {
  for (const language of ['nl', lander.other] as const) {
    test(`${lander.name} in ${language}: its own page at 375 px, accessible, ending in the signup`, async ({
      browser,
    }) => {
      test.setTimeout(60_000);
      const t = webTexts(language, 'landers');
      const context: BrowserContext = await phoneVisitor(browser, language);
      const page = await context.newPage();
      const errors = consoleErrors(page);
      await page.goto(lander.path);
      await expect(
        page.getByRole('heading', { level: 1, name: t(`landers.${lander.name}.headline`) }),
      ).toBeVisible();
      await expect(page.locator(`.lander-${lander.name}`)).toBeVisible();
      // Real teasers of the demo community.
      await expect(page.locator('.lander-teaser img').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectAccessible(page);
      if (lander.name === 'tinderswipe') await swipeToTheEnd(page, language);
      const cta = page.getByRole('button', { name: t('landers.common.callToAction'), exact: true });
      await cta.first().scrollIntoViewIfNeeded();
      if (lander.name === 'tinderswipe') await expectAccessible(page);
      await cta.first().click();
      // A phone gets the signup page (SPEC §2).
      await expect(page).toHaveURL(/\/signup$/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

test('a slug picks the variant: its headline, call to action and audience; an unknown slug the default', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await phoneVisitor(browser, 'nl');
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto('/landers/collagelanding/women');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vrouwen die net als jij iemand zoeken' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bekijk wie er online is' })).toBeVisible();
  await expect(page.getByText('Elke dag nieuwe vrouwen uit jouw regio.')).toBeVisible();
  const t = webTexts('nl', 'landers');
  await page.goto('/landers/collagelanding/no-such-variant');
  await expect(
    page.getByRole('heading', { level: 1, name: t('landers.collagelanding.headline') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('landers.common.callToAction') }).first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
