import {
  consoleErrors,
  expect,
  expectAccessible,
  freshDutchIp,
  test,
  visitAs,
  webTexts,
} from '../support/fixtures.ts';
import { logIn, personContext, signUpMember } from '../support/members.ts';

const nl = webTexts('nl');
const de = webTexts('de');

test('a visitor from the Netherlands switches to German from the footer, and the choice holds for the next visit', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: process.env.BASE_URL });
  await visitAs(context, { ip: freshDutchIp(), skipEntryWarning: true });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: nl('index.steps.heading') })).toBeVisible();
  // The Netherlands offers one language (SPEC §9): no top-bar dropdown, the footer lists every language.
  await expect(
    page.getByRole('button', { name: nl('nav.languageCurrent', { language: 'Nederlands' }) }),
  ).toHaveCount(0);
  const languages = page.getByRole('navigation', { name: nl('footer.languages') });
  await languages.getByRole('button', { name: 'Deutsch' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: de('index.steps.heading') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const cookie = (await context.cookies()).find((each) => each.name === 'locale');
  expect(cookie?.value).toBe('de');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The next visit: the server's first answer is already German.
  const next = await context.newPage();
  const answer = await next.goto('/pages/faq');
  expect(await answer?.text()).toContain('lang="de-DE"');
  await expect(next.getByRole('navigation', { name: de('footer.label') })).toBeVisible();
  await context.close();
});

test('/lang-config: reached from the footer, accessible, and a member’s choice is saved on the account', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await personContext(browser);
  const member = await signUpMember(context, { name: 'Lotte', gender: 'female' });
  await logIn(context, member);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto('/pages/faq');
  await page
    .getByRole('navigation', { name: nl('footer.label') })
    .getByRole('link', { name: nl('footer.language') })
    .click();
  await expect(page).toHaveURL(/\/lang-config$/);
  await expect(page.getByRole('heading', { level: 1, name: nl('langConfig.title') })).toBeVisible();
  await expect(page.getByText(nl('langConfig.current', { language: 'Nederlands' }))).toBeVisible();
  await expectAccessible(page);

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user.php') && response.request().method() === 'PUT',
  );
  await page
    .getByRole('region', { name: nl('langConfig.choose') })
    .getByRole('button', { name: 'Deutsch' })
    .click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: de('langConfig.title') })).toBeVisible();
  await expect(page.getByText(de('langConfig.current', { language: 'Deutsch' }))).toBeVisible();
  const user = await (await context.request.get('/api/user.php')).json();
  expect(user.user.language).toBe('de');
  expect(errors).toEqual([]);
  await context.close();
});
