import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export const NL_VISITOR = '145.53.1.1';
export const BE_VISITOR = '81.82.1.1';
export const US_VISITOR = '8.8.8.8';

/** The page with a list of console errors and uncaught exceptions collected as it runs. */
export const test = base.extend<{ errors: string[] }>({
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The 404 page's own document answer is logged by Chromium as a failed resource; that status is intended.
      if (
        message.type() === 'error' &&
        !/Failed to load resource: the server responded with a status of 404/.test(message.text())
      ) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await use(errors);
  },
});
export { expect };

export async function visitAs(
  context: BrowserContext,
  options: { language?: string; ip?: string; skipEntryWarning?: boolean },
) {
  if (options.language)
    await context.addCookies([{ name: 'locale', value: options.language, url: process.env.BASE_URL ?? '' }]);
  if (options.ip) await context.setExtraHTTPHeaders({ 'x-forwarded-for': options.ip });
  if (options.skipEntryWarning) {
    await context.addInitScript(() =>
      localStorage.setItem('site-entry-warning-skipped', new Date().toISOString()),
    );
  }
}

/** axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
