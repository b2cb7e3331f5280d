import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { Language } from '../../contract/src/index.ts';

export const NL_VISITOR = '145.53.1.1';
export const BE_VISITOR = '81.82.1.1';
export const US_VISITOR = '8.8.8.8';

/** An error answer a journey provokes on purpose: its status and the path of the call. */
export type ProvokedFailure = { status: number; path: string };

/**
 * The console errors and uncaught exceptions of a page, collected as it runs. Chromium logs "Failed to load
 * resource" for every answer with an error status: the 404 page's own document answer is intended, and so
 * are the answers listed in `provoked` (for example 403 from /api/member.php for a blocked member).
 */
export function consoleErrors(page: Page, provoked: readonly ProvokedFailure[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const failed = message
      .text()
      .match(/^Failed to load resource: the server responded with a status of (\d+)/);
    if (failed?.[1] === '404') return;
    if (failed) {
      const path = new URL(message.location().url || 'about:blank').pathname;
      if (provoked.some((each) => String(each.status) === failed[1] && each.path === path)) return;
    }
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** The page with a list of console errors and uncaught exceptions collected as it runs. */
export const test = base.extend<{ errors: string[] }>({
  errors: async ({ page }, use) => {
    await use(consoleErrors(page));
  },
});
export { expect };

type Texts = { [key: string]: string | Texts };

/**
 * The web app's texts in `language`, read from its locale file: `t('photos.count', { used: 1, count: 3 })`.
 * A plural text is chosen by `count` as i18next does (`key_one`, `key_few` … by Intl.PluralRules), and a
 * `{{count, number}}` is written in the language's number format.
 */
export function webTexts(
  language: Language,
  /** A feature namespace of web/src/i18n/ns/ (the back office's texts), instead of the member-facing texts. */
  namespace?: string,
): (key: string, vars?: Record<string, string | number>) => string {
  const folder = namespace ? `ns/${namespace}` : 'locales';
  const file = path.join(import.meta.dirname, `../../web/src/i18n/${folder}/${language}.json`);
  const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;
  const lookup = (key: string) => {
    let node: string | Texts | undefined = texts;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (key, vars = {}) => {
    const plural =
      typeof vars.count === 'number'
        ? `${key}_${new Intl.PluralRules(language).select(vars.count)}`
        : undefined;
    const text = lookup(key) ?? (plural ? lookup(plural) : undefined);
    if (text === undefined) throw new Error(`no text ${key} in ${language}.json`);
    return text.replace(/\{\{(\w+)(, *number)?\}\}/g, (whole, name: string, number?: string) => {
      const value = vars[name];
      if (value === undefined) return whole;
      return number && typeof value === 'number'
        ? new Intl.NumberFormat(language).format(value)
        : String(value);
    });
  };
}

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
  // A modal or a toast fading in has colours in between: axe would measure the contrast of a half-drawn frame.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // Legacy mode: axe.run in the page itself. The default runs each frame apart and merges the results in a new
  // blank page, which tripled the time of a check, and one such check hung past five minutes on a loaded CI
  // machine. Our pages hold no frame of another origin whose checks that mode would skip.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers: Record<string, string>;
  receivedAt: number;
};

/** Every mail to `to` that arrived over SMTP after `since`, oldest first. */
function mailsSince(to: string, since: number): ReceivedMail[] {
  const folder = process.env.MAIL_DIR;
  if (!folder) throw new Error('MAIL_DIR is not set: run the journeys with npm run test:e2e');
  const files = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  return files
    .filter((file) => Number(file.split('-')[0]) >= since)
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()));
}

/** A notification mail (activity news) carries a one-click unsubscribe; an account mail (activation, reset) none. */
const isNotification = (mail: ReceivedMail) => 'list-unsubscribe' in mail.headers;

/**
 * The newest account mail to `to` that arrived over SMTP after `since` (waits up to 10 s). Notification mails
 * (a like another journey sent) are passed over.
 */
export async function mailTo(to: string, since: number, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mailsSince(to, since)
      .filter((each) => !isNotification(each))
      .at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The notification mails to `to` since `since`, oldest first, once there are at least `count` (waits up to 30 s). */
export async function notificationMails(
  to: string,
  since: number,
  count: number,
  timeoutMs = 30_000,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsSince(to, since).filter(isNotification);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} notification mails to ${to} within ${timeoutMs} ms`);
}

let visitorCounter = 0;
/** A Dutch IP of its own per journey, so per-IP limits of one journey never touch another. */
export function freshDutchIp(): string {
  visitorCounter += 1;
  return `145.53.${(process.pid % 200) + 1}.${(visitorCounter % 250) + 1}`;
}
