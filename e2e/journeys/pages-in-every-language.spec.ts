import type { BrowserContext, Page } from '@playwright/test';
import {
  isStaffPage,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  WEB_ROUTES,
  type WebRouteName,
} from '../../contract/src/index.ts';
import { consoleErrors, expect, expectAccessible, test, visitAs, webTexts } from '../support/fixtures.ts';
import { DEMO_MODERATOR, logIn } from '../support/members.ts';

// Pages only a member sees: a visitor is sent to the login, so they are visited logged in (below).
const MEMBERS_ONLY = [
  'profile',
  'notifications',
  'likes',
  'likes-type',
  'likes-m-id',
  'swipe-game',
  'match-finder',
  'signup-matches',
  'chats',
  'chats-id',
  'members-id-chat',
  'credits',
  'credits-id-paymentmethod',
  'credits-repeat-order',
  'transactions-id',
  'directdebit',
] as const satisfies readonly WebRouteName[];
// The text of each page's heading; null: a member's name.
const MEMBER_PAGE_HEADINGS: Record<(typeof MEMBERS_ONLY)[number] | 'members', string | null> = {
  profile: 'profile.title',
  notifications: 'settings.title',
  likes: 'likes.title',
  'likes-type': 'likes.sections.received',
  // Member 1 has no like with the moderator: the page says so under the likes title.
  'likes-m-id': 'likes.title',
  'swipe-game': 'swipe.title',
  'match-finder': 'matchFinder.title',
  'signup-matches': 'signupMatches.title',
  chats: 'chats.title',
  // The moderator has no conversation 1: the 404 page, inside the chat layout.
  'chats-id': 'error.notFound',
  // The chat screen with member 1 (no conversation yet: the icebreakers open, closed with Escape).
  'members-id-chat': null,
  credits: 'credits.title',
  // Package 1 (the first of the default packages), without a method chosen yet.
  'credits-id-paymentmethod': 'credits.buy.title',
  // The moderator has bought nothing: the page says so under its title.
  'credits-repeat-order': 'credits.repeat.title',
  // Without an id: the member's orders.
  'transactions-id': 'transactions.title',
  // Without a package chosen: the page asks for one under its title.
  directdebit: 'directDebit.title',
  members: 'search.title',
};
// Optional parameters left out: /credits/1, /transactions.
const pathOf = (name: WebRouteName) =>
  WEB_ROUTES[name]
    .replace(':id?', '')
    .replace(':id', '1')
    .replace(':type', 'received')
    .replace(/\/:\w+\?$/, '')
    .replace(/\/$/, '');
// Every other built route of the contract, and one path that is none. Member 1 is the first of the demo
// community the server creates on its first start (run.mjs sets DEMO_PROFILES).
const VISITOR_ROUTES = (Object.keys(WEB_ROUTES) as WebRouteName[]).filter(
  (name) => !(MEMBERS_ONLY as readonly WebRouteName[]).includes(name),
);
/** The landers and member landings (issue 24): a test of their own per language, so each stays short. */
const isLanding = (name: WebRouteName) =>
  name.startsWith('landers-') || name.startsWith('members-id-landing');
const PAGES = [...VISITOR_ROUTES.filter((name) => !isLanding(name)).map(pathOf), '/no-such-page'];
const PAGE_HALVES = [PAGES.slice(0, Math.ceil(PAGES.length / 2)), PAGES.slice(Math.ceil(PAGES.length / 2))];
const LANDING_PAGES = VISITOR_ROUTES.filter(isLanding).map(pathOf);
/** A visitor's 403 for each back office page (decision 0053), which Chromium logs as a failed load. */
const STAFF_PAGE_REFUSALS = PAGES.filter(isStaffPage).map((path) => ({ status: 403, path }));
// The members-only pages and the search, visited logged in as the demo moderator (a member without photos who
// may also review them); each with the heading that shows it is the member's page and not the login or the
// 404 page. Only at the narrow width, where long translations overflow.
const MEMBER_PAGES = [...MEMBERS_ONLY, 'members' as const].map((name) => ({
  path: pathOf(name),
  heading: MEMBER_PAGE_HEADINGS[name],
}));
const MEMBER_PAGES_WIDTH = 375;

// axe checks each page in the default language at both widths: what it finds (names, roles, contrast,
// landmarks) does not change with the language of the texts, which the locale tests check are all there. With
// German on a phone as well, axe was more than half of this journey's time, and one German run of the landers
// went past five minutes on a loaded CI machine.

type HeadingBefore = { headingBefore?: Element | null; headingTextBefore?: string | null };

/**
 * Opens `path` as a member's click does: the first page of a test loads the app, the next ones go through its
 * router. A full load of every page was most of this journey's time (the app's scripts parsed again each
 * time); the first HTML of a page is the site-language journey's. The server's answer is checked apart.
 */
async function openPage(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  // The back office's shell answers a visitor or member with 403 (decision 0053).
  expect(response.status(), path).toBe(path === '/no-such-page' ? 404 : isStaffPage(path) ? 403 : 200);
  // The back office's pages all show a visitor the same 403 page, whose heading would not change.
  if (page.url() === 'about:blank' || isStaffPage(path)) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    const before = window as HeadingBefore;
    before.headingBefore = document.querySelector('h1');
    before.headingTextBefore = before.headingBefore?.textContent;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The router keeps the page before on screen until the next one is ready: wait for its heading to go.
  await page.waitForFunction(
    () => {
      const before = window as HeadingBefore;
      const heading = document.querySelector('h1');
      return heading !== before.headingBefore || heading?.textContent !== before.headingTextBefore;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * The page renders in `language` with a heading, no untranslated text, nothing wider than the window; and is
 * accessible (axe) when `accessible`.
 */
async function expectPageInLanguage(
  page: Page,
  path: string,
  language: Language,
  width: number,
  accessible: boolean,
) {
  await openPage(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, path).toBeVisible();
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
  if (accessible) await expectAccessible(page);
}

/** Each test of a language and width: five minutes at most, the window's width, a visitor in that language. */
async function openAt(page: Page, context: BrowserContext, language: Language, width: number) {
  test.setTimeout(300_000);
  await page.setViewportSize({ width, height: 800 });
  await visitAs(context, { language, skipEntryWarning: true });
}

// Long translations overflow, and missing ones show, at the narrow width: every language there. The wide
// layout is the same in every language; the default and German's long words cover it.
const RUNS: { width: number; languages: readonly Language[]; axe: readonly Language[] }[] = [
  { width: MEMBER_PAGES_WIDTH, languages: LANGUAGES, axe: ['nl'] },
  { width: 1280, languages: ['nl', 'de'], axe: ['nl'] },
];

for (const { width, languages, axe } of RUNS) {
  for (const language of languages) {
    const accessible = axe.includes(language);
    // The visitor's pages in two halves: all of them with axe took 3.3 minutes alone and over 5 on a loaded machine.
    for (const [index, half] of PAGE_HALVES.entries())
      test(`${language} at ${width}px: home, static pages and 404 render${accessible ? ', accessible' : ''}, without console errors (part ${index + 1} of 2)`, async ({
        page,
        context,
      }) => {
        const errors = consoleErrors(page, STAFF_PAGE_REFUSALS);
        await openAt(page, context, language, width);
        for (const path of half) await expectPageInLanguage(page, path, language, width, accessible);
        expect(errors).toEqual([]);
      });

    // The member pages have a test of their own: with the static pages in one test, axe's languages ran past
    // five minutes on a loaded CI machine.
    if (width === MEMBER_PAGES_WIDTH)
      test(`${language} at ${width}px: the member pages render${accessible ? ', accessible' : ''}, without console errors`, async ({
        page,
        context,
        errors,
      }) => {
        await openAt(page, context, language, width);
        const t = webTexts(language);
        await logIn(context, DEMO_MODERATOR);
        for (const { path, heading } of MEMBER_PAGES) {
          await expectPageInLanguage(page, path, language, width, accessible);
          if (heading) await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(t(heading));
        }
        expect(errors).toEqual([]);
      });

    test(`${language} at ${width}px: the landers and member landings render${accessible ? ', accessible' : ''}, without console errors`, async ({
      page,
      context,
      errors,
    }) => {
      await openAt(page, context, language, width);
      // The nine landers and the three member landings.
      expect(LANDING_PAGES).toHaveLength(12);
      for (const path of LANDING_PAGES) await expectPageInLanguage(page, path, language, width, accessible);
      expect(errors).toEqual([]);
    });
  }
}
