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

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; links: string[] };

/** The newest mail to `to` that arrived over SMTP after `since` (waits up to 10 s). */
export async function mailTo(to: string, since: number, timeoutMs = 10_000): Promise<ReceivedMail> {
  const folder = process.env.MAIL_DIR;
  if (!folder) throw new Error('MAIL_DIR is not set: run the journeys with npm run test:e2e');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [];
    for (const file of files.reverse()) {
      if (Number(file.split('-')[0]) < since) continue;
      const mail = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as ReceivedMail;
      if (mail.to.includes(to.toLowerCase())) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

let visitorCounter = 0;
/** A Dutch IP of its own per journey, so per-IP limits of one journey never touch another. */
export function freshDutchIp(): string {
  visitorCounter += 1;
  return `145.53.${(process.pid % 200) + 1}.${(visitorCounter % 250) + 1}`;
}
