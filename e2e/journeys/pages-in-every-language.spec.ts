import { LANGUAGE_TAGS, LANGUAGES, WEB_ROUTES } from '../../contract/src/index.ts';
import { expect, expectAccessible, test, visitAs } from '../support/fixtures.ts';

// Every built route of the contract, and one path that is none.
const PAGES = [...Object.values(WEB_ROUTES).map((path) => path.replace(':id', '1')), '/no-such-page'];

for (const width of [375, 1280]) {
  for (const language of LANGUAGES) {
    test(`${language} at ${width}px: home, static pages and 404 render, accessible, without console errors`, async ({
      page,
      context,
      errors,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await visitAs(context, { language, skipEntryWarning: true });
      for (const path of PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        expect((await heading.textContent())?.trim().length, path).toBeGreaterThan(3);
        await expect(page.getByText(/\{\{\w+\}\}/)).toHaveCount(0);
        if (path === '/no-such-page')
          await expect(
            page
              .getByRole('link', { name: /./ })
              .filter({ has: page.locator('xpath=self::a[@href="/"]') })
              .last(),
          ).toBeVisible();
        // Nothing wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page);
      }
      expect(errors).toEqual([]);
    });
  }
}
