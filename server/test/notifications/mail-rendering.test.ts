import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteRow } from '../../src/db/schema.ts';
import { type MailEntry, renderNotificationMail } from '../../src/modules/notifications/presenter.ts';
import { findDefaultSite } from '../../src/modules/sites/queries.ts';
import { createTestDatabase } from '../support/test-app.ts';

/*
 * Decision 0049: a notification mail's HTML, rendered in Chromium (as e2e/playwright.config.ts finds it) at a
 * phone's width and a desktop's: nothing wider than the window, every button in view.
 */
const { db } = await createTestDatabase();
const site = (await findDefaultSite(db)) as SiteRow;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
afterAll(() => browser.close());

const link = `http://localhost/${'A'.repeat(43)}`;
const entries: MailEntry[] = [
  {
    kind: 'conversation',
    type: 'new_conversations',
    sender: { name: 'Maximiliane-Alexandra', photoUrl: null, fictional: true },
    count: 1,
    link,
  },
  {
    kind: 'messages',
    type: 'new_messages',
    sender: { name: 'Wilhelmina', photoUrl: 'http://localhost/photos/1-k-thumb.webp', fictional: false },
    count: 12,
    link,
  },
  { kind: 'match', type: 'like', sender: { name: 'Jo', photoUrl: null, fictional: false }, count: 1, link },
];
const unsubscribe = new Map(
  (['new_conversations', 'new_messages', 'like'] as const).map((type) => [
    type,
    {
      oneClick: `http://localhost/api/unsubscribe.php?token=${type}`,
      page: `http://localhost/notifications?u=${type}`,
    },
  ]),
);

describe('notification mail in Chromium', () => {
  it.each([
    ['a single mail', 1, 375],
    ['a single mail', 1, 1280],
    ['a digest', 3, 375],
    ['a digest', 3, 1280],
  ])(
    '%s (%i entries) at %i px: no horizontal scroll, every button in view',
    async (_kind, count, width) => {
      const mail = renderNotificationMail(site, {
        from: 'x@example.nl',
        to: 'y@example.nl',
        name: 'Annemarie',
        language: 'fi',
        entries: entries.slice(0, count),
        unsubscribe,
      });
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.setContent(mail.html);
      // Strings run in the page: the server's types have no DOM.
      const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
      expect(scrollWidth).toBeLessThanOrEqual(width);
      const buttons = page.locator('a[href^="http://localhost/AAAA"]');
      expect(await buttons.count()).toBe(count);
      for (const button of await buttons.all()) {
        await expect.poll(() => button.isVisible()).toBe(true);
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      // Dark text on a light background.
      // The innermost cell with the greeting (the outer ones hold it too).
      const colours = await page.evaluate<string>(
        `getComputedStyle([...document.querySelectorAll('td')].filter((td) => td.textContent.includes('Annemarie')).pop()).color`,
      );
      expect(colours).toBe('rgb(34, 34, 34)');
      await page.close();
    },
    30_000,
  );
});
