import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from '../../contract/src/index.ts';
import { defaultSite } from '../../server/src/db/default-site.ts';
import {
  BE_VISITOR,
  consoleErrors,
  expect,
  expectAccessible,
  test,
  visitAs,
  webTexts,
} from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';

// The default site's own texts (decision 0032): its heading is the index title, its paragraph the description.
const site = defaultSite('localhost');
const heading = (language: Language) => site.indexTitle[language];
const paragraph = (language: Language) => site.description[language];

/** Belgium's regions as its speakers name them (issue 20), in the order of the list's collation. */
const BELGIAN_REGIONS = {
  nl: ['Brussel', 'Vlaanderen', 'Wallonië'],
  fr: ['Bruxelles', 'Flandre', 'Wallonie'],
} as const satisfies Partial<Record<Language, readonly string[]>>;

const WIDTHS = [375, 1280] as const;

const decodeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? name,
  );

/** The `<title>` and description of the first HTML the server sends for `path`, before any script runs. */
async function servedHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return {
    lang: html.match(/<html lang="([^"]*)"/)?.[1],
    title: decodeHtml(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: decodeHtml(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
  };
}

/** The rendered home page shows the site's own texts in `language` and none of the Dutch ones. */
async function expectHomeIn(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(language));
  await expect(page.getByText(paragraph(language), { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(heading(language));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', paragraph(language));
  if (language !== 'nl') {
    await expect(page.getByText(heading('nl'))).toHaveCount(0);
    await expect(page.getByText(paragraph('nl'))).toHaveCount(0);
  }
}

/** Chooses `language` in the top bar's language menu, which names the current one. */
async function switchLanguage(page: Page, from: Language, to: Language) {
  await page
    .getByRole('button', { name: webTexts(from)('nav.languageCurrent', { language: LANGUAGE_NAMES[from] }) })
    .click();
  // The open menu's item: the footer names every language as well.
  await page.locator('.dropdown-menu.show').getByRole('button', { name: LANGUAGE_NAMES[to] }).click();
}

for (const language of ['de', 'pl', 'fi'] as const) {
  for (const width of WIDTHS) {
    test(`${language} at ${width}px: the home page's heading, paragraph, title and description are in ${language}, from the first HTML on`, async ({
      page,
      context,
      errors,
    }) => {
      expect(heading(language)).not.toBe(heading('nl'));
      expect(paragraph(language)).not.toBe(paragraph('nl'));
      await page.setViewportSize({ width, height: 800 });
      await visitAs(context, { language, skipEntryWarning: true });

      // What a crawler or a link preview reads: no script has run.
      expect(await servedHead(context.request, '/')).toEqual({
        lang: LANGUAGE_TAGS[language],
        title: heading(language),
        description: paragraph(language),
      });

      await page.goto('/');
      await expectHomeIn(page, language);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }
}

for (const width of WIDTHS) {
  test(`at ${width}px: a Belgian visitor switches the language in the top bar, and the site's texts follow without a Dutch one left`, async ({
    page,
    context,
    errors,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await visitAs(context, { language: 'nl', ip: BE_VISITOR, skipEntryWarning: true });
    await page.goto('/');
    await expectHomeIn(page, 'nl');

    await switchLanguage(page, 'nl', 'de');
    await expectHomeIn(page, 'de');
    await expectAccessible(page);
    await switchLanguage(page, 'de', 'fr');
    await expectHomeIn(page, 'fr');

    // The choice is kept: the server answers the next page in French from its first byte.
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('fr');
    expect(await servedHead(context.request, '/')).toMatchObject({
      title: heading('fr'),
      description: paragraph('fr'),
    });
    await page.reload();
    await expectHomeIn(page, 'fr');
    expect(errors).toEqual([]);
  });
}

test('a Finnish visitor from Belgium switches to German in the top bar: no Finnish or Dutch text stays', async ({
  page,
  context,
  errors,
}) => {
  await visitAs(context, { language: 'fi', ip: BE_VISITOR, skipEntryWarning: true });
  await page.goto('/');
  await expectHomeIn(page, 'fi');
  await switchLanguage(page, 'fi', 'de');
  await expectHomeIn(page, 'de');
  await expect(page.getByText(heading('fi'))).toHaveCount(0);
  await expect(page.getByText(paragraph('fi'))).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a French visitor signing up from Belgium chooses among Bruxelles, Flandre and Wallonie', async ({
  page,
  context,
  errors,
}) => {
  const t = webTexts('fr');
  await visitAs(context, { language: 'fr', ip: BE_VISITOR, skipEntryWarning: true });
  await page.goto('/signup');
  await page
    .getByRole('group', { name: t('signup.step0.iam') })
    .getByText(t('signup.step0.gender.male'), { exact: true })
    .click();
  await page
    .getByRole('group', { name: t('signup.step0.lookingFor') })
    .getByText(t('signup.step0.wants.women'), { exact: true })
    .click();
  await page.getByRole('button', { name: t('signup.next'), exact: true }).click();
  await page.getByRole('combobox', { name: t('signup.step1.day') }).selectOption({ label: '3' });
  await page.getByRole('combobox', { name: t('signup.step1.month') }).selectOption({ index: 3 });
  await page
    .getByRole('combobox', { name: t('signup.step1.year') })
    .selectOption({ label: String(new Date().getFullYear() - 40) });
  await page.getByRole('button', { name: t('signup.next'), exact: true }).click();

  await expect(page.getByRole('heading', { name: t('signup.step2.heading') })).toBeFocused();
  await page.getByRole('combobox', { name: t('signup.step2.country') }).selectOption('BE');
  const region = page.getByRole('combobox', {
    name: t('signup.optional', { label: t('regions.term.region') }),
  });
  await expect(region.locator('option')).toHaveText([t('signup.step2.noRegion'), ...BELGIAN_REGIONS.fr]);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

/** The search form's region list for Belgium, with Wallonia chosen, and the tile of `walloon` found there. */
async function expectSearchRegions(page: Page, language: keyof typeof BELGIAN_REGIONS, walloon: number) {
  const t = webTexts(language);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('search.title'));
  const form = page.getByRole('search', { name: t('search.filters.label') });
  // Below 768 px the filters fold away behind a button (open it once: it stays open through a switch).
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    const toggle = page.getByRole('button', { name: t('search.filters.label') });
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  const region = form.getByRole('combobox', { name: t('regions.term.region') });
  await expect(region).toHaveValue('WAL');
  await expect(region.locator('option')).toHaveText([t('search.filters.any'), ...BELGIAN_REGIONS[language]]);
  const tile = page
    .getByRole('region', { name: t('search.results'), exact: true })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/members/${walloon}"]`) });
  await expect(tile).toContainText(BELGIAN_REGIONS[language][2]);
}

/** The location settings of the own profile: Belgium's regions, with the member's own (Flanders) chosen. */
async function expectOwnRegion(page: Page, language: keyof typeof BELGIAN_REGIONS) {
  const t = webTexts(language);
  const location = page.getByRole('region', { name: t('location.title') });
  const region = location.getByRole('combobox', { name: t('regions.term.region') });
  await expect(region).toHaveValue('VLG');
  await expect(region.locator('option')).toHaveText([t('location.noRegion'), ...BELGIAN_REGIONS[language]]);
  await expect(region.locator('option:checked')).toHaveText(BELGIAN_REGIONS[language][1]);
}

for (const width of WIDTHS) {
  test(`at ${width}px: a member reads Belgium's regions in Dutch and, after switching, in French: search form, tiles and location settings`, async ({
    browser,
  }) => {
    // Two signups, three pages and two axe runs, on a machine the other journeys share.
    test.setTimeout(180_000);
    const context = await personContext(browser, { viewport: { width, height: 800 } });
    // Someone in Wallonia to find, then the member who searches (signed up last: the context is theirs).
    const walloon = await signUpMember(context, {
      name: 'Gilberte',
      gender: 'female',
      sexuality: 'bi',
      country: 'BE',
      region: 'WAL',
    });
    await signUpMember(context, {
      name: 'Wout',
      gender: 'male',
      sexuality: 'bi',
      country: 'BE',
      region: 'VLG',
    });
    // Signed up; from now on browsing from Belgium, where the top bar offers Dutch, French and German.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': BE_VISITOR });
    const page = await context.newPage();
    const errors = consoleErrors(page);

    await page.goto('/profile');
    await expectOwnRegion(page, 'nl');
    await page.goto('/members?country=BE&countryregion=WAL&gender=');
    await expectSearchRegions(page, 'nl', walloon.id);
    // The switch renames the regions where they are, with no reload.
    await switchLanguage(page, 'nl', 'fr');
    await expectSearchRegions(page, 'fr', walloon.id);
    await expectAccessible(page);
    await page.goto('/profile');
    await expectOwnRegion(page, 'fr');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
}
