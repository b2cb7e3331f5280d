import type { Page } from '@playwright/test';
import { SIMILAR_RESULTS_BELOW } from '../../contract/src/index.ts';
import { consoleErrors, expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';

const t = webTexts('nl');

/** Every profile link in the exact results, after loading page after page until there is no next one. */
async function allResultIds(page: Page): Promise<number[]> {
  const results = page.getByRole('region', { name: t('search.results'), exact: true });
  const links = results.getByRole('listitem').getByRole('link');
  const more = results.getByRole('button', { name: t('search.more') });
  for (let pages = 0; pages < 20; pages += 1) {
    const shown = await links.count();
    // Scrolling to the end loads the next page by itself; the button is the other way in.
    await page.mouse.wheel(0, 10_000);
    await expect
      .poll(async () => (await links.count()) > shown || !(await more.isVisible()), { timeout: 10_000 })
      .toBe(true);
    if ((await links.count()) === shown && !(await more.isVisible())) break;
  }
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  return hrefs.map((href) => Number(href?.split('/').pop()));
}

test('a member searches with every filter, pages through the results without repeats, and clears', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await personContext(browser);
  const member = await signUpMember(context, { name: 'Sem', gender: 'male', sexuality: 'bi' });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('search.title'));
  const form = page.getByRole('search', { name: t('search.filters.label') });
  const status = page.getByRole('region', { name: t('search.results'), exact: true }).getByRole('status');

  // Everyone in the Netherlands, any gender, 18 to 99: several pages, each profile once, never Sem himself.
  await form.getByLabel(t('search.filters.gender')).selectOption('');
  await form.getByLabel(t('search.filters.country')).selectOption('NL');
  await form.getByLabel(t('search.filters.minAge')).selectOption('18');
  await form.getByLabel(t('search.filters.maxAge')).selectOption('99');
  await form.getByRole('button', { name: t('search.submit') }).click();
  await expect(page).toHaveURL(/country=NL/);
  await expect(status).toHaveText(/\d/);
  const total = Number((await status.textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(48);
  const ids = await allResultIds(page);
  expect(ids.length).toBe(total);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).not.toContain(member.id);
  await expectAccessible(page);

  // Narrower: women in Noord-Holland aged 25 to 45. The filters survive a reload; every tile is in the region.
  await form.getByLabel(t('search.filters.gender')).selectOption('female');
  await form.getByLabel(t('regions.term.province')).selectOption('NH');
  await form.getByLabel(t('search.filters.minAge')).selectOption('25');
  await form.getByLabel(t('search.filters.maxAge')).selectOption('45');
  await form.getByRole('button', { name: t('search.submit') }).click();
  await expect(page).toHaveURL(/countryregion=NH/);
  await page.reload();
  await expect(form.getByLabel(t('regions.term.province'))).toHaveValue('NH');
  await expect(form.getByLabel(t('search.filters.minAge'))).toHaveValue('25');
  await expect(status).toHaveText(/\d/);
  const narrow = Number((await status.textContent())?.replace(/\D/g, ''));
  expect(narrow).toBeLessThan(total);
  const narrowIds = await allResultIds(page);
  expect(narrowIds.length).toBe(narrow);
  for (const id of narrowIds) {
    const answer = (await (await context.request.get(`/api/member.php?id=${id}`)).json()) as {
      profile: { gender?: string; region: string | null; age: number | null };
    };
    expect(answer.profile.region).toBe('NH');
    expect(answer.profile.age).toBeGreaterThanOrEqual(25);
    expect(answer.profile.age).toBeLessThanOrEqual(45);
  }

  // Few exact results: similar ones follow (wider ages, any region), none of them repeated from above.
  if (narrow < SIMILAR_RESULTS_BELOW) {
    const similar = page.getByRole('region', { name: t('search.similar.title') });
    await expect(similar.getByRole('status')).toHaveText(/\d/);
    const similarHrefs = await similar
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(similarHrefs.length).toBeGreaterThan(0);
    for (const href of similarHrefs) expect(narrowIds).not.toContain(Number(href?.split('/').pop()));
  }

  // Clearing resets the filters and the address.
  await form.getByRole('button', { name: t('search.clear') }).click();
  await expect(page).not.toHaveURL(/countryregion=/);
  await expect(form.getByLabel(t('search.filters.minAge'))).not.toHaveValue('25');
  expect(errors).toEqual([]);
});
