import type { Page } from '@playwright/test';
import { LANGUAGE_TAGS, LANGUAGES, type Language, WEB_ROUTES } from '../../contract/src/index.ts';
import { expect, expectAccessible, test, visitAs, webTexts } from '../support/fixtures.ts';
import { DEMO_MODERATOR, logIn } from '../support/members.ts';

// Every built route of the contract, and one path that is none. Member 1 is the first of the demo community
// the server creates on its first start (run.mjs sets DEMO_PROFILES).
const PAGES = [...Object.values(WEB_ROUTES).map((path) => path.replace(':id', '1')), '/no-such-page'];
// Pages that show a member more than a visitor (who gets the login, or the 404 page for the review), visited
// again logged in as the demo moderator, a member without photos who may also review them; each with the
// heading that shows it is the member's page and not the login or the 404 page. Only at the narrow width,
// where long translations overflow: every page costs about two seconds in each language.
const MEMBER_PAGES = [
  { path: WEB_ROUTES.profile, heading: 'profile.title' },
  { path: WEB_ROUTES.notifications, heading: 'settings.title' },
  { path: WEB_ROUTES.moderation, heading: 'moderation.title' },
];
const MEMBER_PAGES_WIDTH = 375;

/** The page renders in `language` with a heading, no untranslated text, nothing wider than the window. */
async function expectPageInLanguage(page: Page, path: string, language: Language, width: number) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // A member's name (the heading of a profile) may be as short as two letters.
  const shortest = path.startsWith('/members/') && !path.endsWith('/signup') ? 2 : 4;
  expect((await heading.textContent())?.trim().length, path).toBeGreaterThanOrEqual(shortest);
  await expect(page.getByText(/\{\{\w+\}\}/)).toHaveCount(0);
  if (path === '/no-such-page')
    await expect(
      page
        .getByRole('link', { name: /./ })
        .filter({ has: page.locator('xpath=self::a[@href="/"]') })
        .last(),
    ).toBeVisible();
  // Nothing wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
  await expectAccessible(page);
}

for (const width of [375, 1280]) {
  for (const language of LANGUAGES) {
    test(`${language} at ${width}px: home, static pages${width === MEMBER_PAGES_WIDTH ? ', member pages' : ''} and 404 render, accessible, without console errors`, async ({
      page,
      context,
      errors,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await visitAs(context, { language, skipEntryWarning: true });
      for (const path of PAGES) await expectPageInLanguage(page, path, language, width);
      if (width === MEMBER_PAGES_WIDTH) {
        const t = webTexts(language);
        await logIn(context, DEMO_MODERATOR);
        for (const { path, heading } of MEMBER_PAGES) {
          await expectPageInLanguage(page, path, language, width);
          await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(t(heading));
        }
      }
      expect(errors).toEqual([]);
    });
  }
}
