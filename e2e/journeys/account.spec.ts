import fs from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { LANGUAGE_TAGS, type Language } from '../../contract/src/index.ts';
import {
  expect,
  expectAccessible,
  freshDutchIp,
  mailTo,
  type ReceivedMail,
  test,
  visitAs,
  webTexts,
} from '../support/fixtures.ts';

const root = path.join(import.meta.dirname, '../..');
type Texts = { [key: string]: string | Texts };
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Texts;

/** A lookup in nested texts by dotted key, with `{{name}}` (web) or `{name}` (mails) filled in. */
function lookup(texts: Texts, key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node.replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (whole, web?: string, mail?: string) => {
    const value = vars[web ?? mail ?? ''];
    return value === undefined ? whole : String(value);
  });
}

/** The translated subject of an account mail. */
const mailSubject = (language: Language, kind: string, site: string) =>
  lookup(readJson(`server/src/modules/accounts/mail-texts/${language}.json`), `${kind}.subject`, { site });

/** A text with `{{name}}` left in, as a pattern where that place holds any number. */
function withNumber(text: string, name: string): RegExp {
  const [before = '', after = ''] = text.split(`{{${name}}}`);
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(before)}\\d+${literal(after)}$`);
}

/** The one link in a mail that leads to `pathPart`. */
function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.links.find((each) => each.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

/**
 * Chromium logs "Failed to load resource" for every API answer with an error status. The journey provokes
 * these on purpose, all at the login call POST /api/user.php: 401 login_failed (wrong password), 429
 * account_locked (lock-out) and 403 account_deleted (login after deletion). Only those messages, from that
 * URL, are taken out of the console errors; any other stays an error.
 */
function provokedLoginRefusals(page: Page): string[] {
  const expected: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (
      message.type() === 'error' &&
      /^Failed to load resource: the server responded with a status of (401|403|429) /.test(message.text()) &&
      new URL(message.location().url || 'about:blank').pathname === '/api/user.php'
    )
      expected.push(message.text());
  });
  return expected;
}

function withoutProvoked(errors: string[], provoked: string[]): string[] {
  const left = [...errors];
  for (const message of provoked) {
    const at = left.indexOf(message);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

const PROFILE_NAMES: Record<string, string> = { nl: 'Sanne', de: 'Sabine' };
const LANGUAGES_UNDER_TEST = ['nl', 'de'] as const satisfies readonly Language[];

for (const language of LANGUAGES_UNDER_TEST) {
  test(`${language}: sign up, confirm, lock-out, reset, change e-mail, delete and reactivate`, async ({
    page,
    context,
    errors,
  }) => {
    // Fifteen steps with mails and password hashes: 1.7 min alone on 2 cores, past 2 min beside the other journeys.
    test.setTimeout(240_000);
    const t = webTexts(language);
    const provoked = provokedLoginRefusals(page);
    const profileName = PROFILE_NAMES[language] ?? 'Sanne';
    const email = `sanne.${language}.${Date.now()}@example.nl`;
    const newEmail = `sanne.${language}.${Date.now()}.nieuw@example.nl`;
    const password = `Zonnebloem-${language}-Fiets-42`;
    const newPassword = `Tulpenveld-${language}-Molen-77`;
    const topNav = page.getByRole('navigation', { name: t('nav.label') });
    const accountMenu = topNav.getByRole('button', { name: profileName });
    const loginLink = topNav.getByRole('link', { name: t('nav.login') });

    /** Log out through the account dropdown of the top bar, with the keyboard only. */
    const logOutWithKeyboard = async () => {
      await accountMenu.focus();
      await page.keyboard.press('Enter');
      // Enter opens the menu and leaves the focus on the toggle; the arrow keys walk the items.
      const settings = topNav.getByRole('link', { name: t('nav.settings') });
      await expect(settings).toBeVisible();
      await expect(accountMenu).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(topNav.getByRole('link', { name: t('nav.myProfile') })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(settings).toBeFocused();
      await page.keyboard.press('ArrowDown');
      const logout = topNav.getByRole('button', { name: t('nav.logout') });
      await expect(logout).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(loginLink).toBeVisible();
      await expect(accountMenu).toHaveCount(0);
    };

    /** One login attempt on /login; waits for the server's answer before the caller looks at the page. */
    const logIn = async (address: string, secret: string) => {
      const emailField = page.getByRole('textbox', { name: t('login.email'), exact: true });
      await emailField.fill(address);
      await page.getByLabel(t('login.password'), { exact: true }).fill(secret);
      const answer = page.waitForResponse(
        (response) => response.url().endsWith('/api/user.php') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      return (await answer).status();
    };

    await visitAs(context, { language, ip: freshDutchIp(), skipEntryWarning: true });

    // 1. Signup, step by step.
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('signup.page.title'));
    // The site's name, as the logo link of the top bar shows it.
    const siteName = (await page.locator('header').getByRole('link').first().textContent())?.trim() ?? '';
    expect(siteName.length).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { name: t('signup.step0.heading') })).toBeVisible();
    await expectAccessible(page);
    const iAm = page.getByRole('group', { name: t('signup.step0.iam') });
    await iAm.getByText(t('signup.step0.gender.female'), { exact: true }).click();
    await expect(
      iAm.getByRole('radio', { name: t('signup.step0.gender.female'), exact: true }),
    ).toBeChecked();
    const lookingFor = page.getByRole('group', { name: t('signup.step0.lookingFor') });
    await lookingFor.getByText(t('signup.step0.wants.men'), { exact: true }).click();
    await expect(
      lookingFor.getByRole('radio', { name: t('signup.step0.wants.men'), exact: true }),
    ).toBeChecked();
    await page.getByRole('button', { name: t('signup.next'), exact: true }).click();

    await expect(page.getByRole('heading', { name: t('signup.step1.heading') })).toBeFocused();
    const birthYear = new Date().getFullYear() - 31;
    const monthName = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
      month: 'long',
      timeZone: 'UTC',
    }).format(Date.UTC(2000, 4, 1));
    await page.getByRole('combobox', { name: t('signup.step1.day') }).selectOption({ label: '14' });
    await page.getByRole('combobox', { name: t('signup.step1.month') }).selectOption({ label: monthName });
    await page
      .getByRole('combobox', { name: t('signup.step1.year') })
      .selectOption({ label: String(birthYear) });
    await page.getByRole('button', { name: t('signup.next'), exact: true }).click();

    await expect(page.getByRole('heading', { name: t('signup.step2.heading') })).toBeFocused();
    const countryName = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of('NL') ?? 'NL';
    const country = page.getByRole('combobox', { name: t('signup.step2.country') });
    await country.selectOption({ label: countryName });
    await expect(country).toHaveValue('NL');
    const province = page.getByRole('combobox', {
      name: t('signup.optional', { label: t('regions.term.province') }),
    });
    await province.selectOption({ label: 'Utrecht' });
    await page.getByRole('button', { name: t('signup.next'), exact: true }).click();

    await expect(page.getByRole('heading', { name: t('signup.step3.heading') })).toBeFocused();
    await page.getByRole('textbox', { name: t('signup.step3.name'), exact: true }).fill(profileName);
    await page.getByRole('textbox', { name: t('signup.step3.email'), exact: true }).fill(email);
    await page
      .getByRole('textbox', { name: t('signup.optional', { label: t('signup.step3.message') }) })
      .fill(language === 'de' ? 'Auf der Suche nach netten Gesprächen.' : 'Op zoek naar leuke gesprekken.');
    await expectAccessible(page);
    await page.getByRole('button', { name: t('signup.next'), exact: true }).click();

    await expect(page.getByRole('heading', { name: t('signup.step4.heading') })).toBeFocused();
    await page.getByLabel(t('signup.step4.password'), { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: t('signup.step4.terms').replace(/<\/?\w+>/g, '') }).check();
    // The last stage waits until the first three were seen done: they run faster than a person can look.
    let releaseMail: () => void = () => {};
    const mailStageHeld = new Promise<void>((resolve) => {
      releaseMail = resolve;
    });
    await page.route('**/api/activation-mail.php', async (route) => {
      await mailStageHeld;
      await route.continue();
    });
    const signupSent = Date.now();
    await page.getByRole('button', { name: t('signup.step4.submit') }).click();

    const stages = page.getByRole('list', { name: t('signup.sending.heading') }).getByRole('listitem');
    await expect(page.getByRole('heading', { name: t('signup.sending.heading') })).toBeVisible();
    await expect(stages).toHaveCount(4);
    const stage = (name: string) => stages.filter({ hasText: t(`signup.sending.stage.${name}`) });
    for (const done of ['check_data', 'create_account', 'find_matches'])
      await expect(stage(done)).toContainText(t('signup.sending.status.done'));
    await expect(stage('send_mail')).toContainText(t('signup.sending.status.running'));
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(
        ['one', 'other']
          .map((form) => withNumber(t(`signup.sending.matches_${form}`), 'count').source)
          .join('|'),
      ),
    );
    releaseMail();
    await expect(page.getByRole('heading', { name: t('activation.confirm.heading') })).toBeVisible();
    await page.unroute('**/api/activation-mail.php');
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);

    // Not confirmed yet: the reminder is on the member's pages.
    await page.getByRole('link', { name: t('activation.confirm.continue') }).click();
    const reminder = page.getByText(t('activation.reminder.body', { email }));
    await expect(reminder).toBeVisible();

    // 2. The activation mail, in the member's language.
    const activation = await mailTo(email, signupSent);
    expect(activation.subject).toBe(mailSubject(language, 'activation', siteName));
    await page.goto(linkIn(activation, '/api/activate.php'));
    await expect(page).toHaveURL(/\/activate\/done$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('activation.done.heading'));
    await page.getByRole('link', { name: t('activation.done.continue'), exact: true }).click();
    await expect(accountMenu).toBeVisible();
    await expect(reminder).toHaveCount(0);

    // 3. Log out through the account dropdown, with the keyboard.
    await logOutWithKeyboard();

    // 4. Five wrong passwords lock the address; the right one is refused too while locked.
    await loginLink.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('login.title'));
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await logIn(email, 'Verkeerd-wachtwoord-1')).toBe(401);
      await expect(alert).toHaveText(t('errors.login_failed'));
    }
    expect(await logIn(email, 'Verkeerd-wachtwoord-1')).toBe(429);
    await expect(alert).toHaveText(t('errors.account_locked', { count: 15 }));
    expect(await logIn(email, password)).toBe(429);
    await expect(alert).toHaveText(t('errors.account_locked', { count: 15 }));
    await expect(loginLink).toBeVisible();

    // 5. A new password by mail; the reset lifts the lock and logs in.
    await page.getByRole('link', { name: t('login.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('resetPassword.title'));
    await page.getByRole('textbox', { name: t('resetPassword.email'), exact: true }).fill(email);
    const resetAsked = Date.now();
    await page.getByRole('button', { name: t('resetPassword.submit') }).click();
    await expect(page.getByRole('status')).toHaveText(t('resetPassword.sent', { count: 2 }));
    const reset = await mailTo(email, resetAsked);
    expect(reset.subject).toBe(mailSubject(language, 'passwordReset', siteName));
    await page.goto(linkIn(reset, '/reset-password/do?token='));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('resetPassword.newTitle'));
    await page.getByLabel(t('resetPassword.password'), { exact: true }).fill(newPassword);
    await page.getByLabel(t('resetPassword.repeat'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t('resetPassword.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('resetPassword.done') })).toBeVisible();
    await expect(accountMenu).toBeVisible();
    // The lock is gone: the address logs in again with the new password.
    await logOutWithKeyboard();
    await loginLink.click();
    expect(await logIn(email, newPassword)).toBe(200);
    await expect(accountMenu).toBeVisible();

    // 6. A new e-mail address, confirmed from the mail sent to it.
    await accountMenu.click();
    await page.getByRole('link', { name: t('nav.settings') }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('settings.title'));
    const emailSection = page.getByRole('region', { name: t('settings.email.title') });
    await expect(emailSection).toContainText(t('settings.email.current', { email }));
    await emailSection.getByRole('textbox', { name: t('settings.email.new'), exact: true }).fill(newEmail);
    await emailSection.getByLabel(t('settings.email.password'), { exact: true }).fill(newPassword);
    const changeAsked = Date.now();
    await emailSection.getByRole('button', { name: t('settings.email.submit') }).click();
    await expect(emailSection.getByRole('status')).toHaveText(t('settings.email.sent', { email: newEmail }));
    const change = await mailTo(newEmail, changeAsked);
    expect(change.subject).toBe(mailSubject(language, 'emailChange', siteName));
    await page.goto(linkIn(change, '/mail-change/do?token='));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('mailChange.title'));
    await page.getByRole('button', { name: t('mailChange.confirm') }).click();
    await expect(page.getByRole('status')).toHaveText(t('mailChange.done'));
    await page.getByRole('link', { name: t('mailChange.toSettings') }).click();
    await expect(emailSection).toContainText(t('settings.email.current', { email: newEmail }));
    await logOutWithKeyboard();
    await loginLink.click();
    expect(await logIn(newEmail, newPassword)).toBe(200);
    await expect(accountMenu).toBeVisible();

    // 7. Deleting the account: the alternatives first, then a reason, then the password.
    await page.goto('/notifications');
    const deleteSection = page.getByRole('region', { name: t('settings.delete.title') });
    await deleteSection.getByRole('button', { name: t('settings.delete.start') }).click();
    await expect(
      deleteSection.getByRole('heading', { name: t('settings.delete.alternatives.title') }),
    ).toBeFocused();
    await expect(
      deleteSection.getByRole('button', { name: t('settings.delete.alternatives.invisible') }),
    ).toBeVisible();
    await expect(
      deleteSection.getByRole('button', { name: t('settings.delete.alternatives.pause') }),
    ).toBeVisible();
    await deleteSection.getByRole('button', { name: t('settings.delete.continue') }).click();
    await expect(
      deleteSection.getByRole('heading', { name: t('settings.delete.reason.title') }),
    ).toBeFocused();
    await deleteSection.getByRole('radio', { name: t('settings.delete.reasons.taking_a_break') }).check();
    await deleteSection
      .getByRole('textbox', { name: t('settings.delete.reason.text') })
      .fill(language === 'de' ? 'Ich mache eine Pause.' : 'Even een pauze.');
    await deleteSection.getByRole('button', { name: t('settings.delete.next') }).click();
    await expect(
      deleteSection.getByRole('heading', { name: t('settings.delete.confirm.title') }),
    ).toBeFocused();
    await deleteSection.getByLabel(t('settings.delete.confirm.password'), { exact: true }).fill(newPassword);
    await deleteSection.getByRole('button', { name: t('settings.delete.confirm.submit') }).click();
    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('accountDeleted.title'));
    await expect(loginLink).toBeVisible();

    await loginLink.click();
    const refusedLogin = Date.now();
    expect(await logIn(newEmail, newPassword)).toBe(403);
    await expect(alert).toHaveText(t('errors.account_deleted'));

    // 8. The reactivation link of the newest mail brings the account back, logged in.
    const reactivation = await mailTo(newEmail, refusedLogin);
    expect(reactivation.subject).toBe(mailSubject(language, 'reactivation', siteName));
    await page.goto(linkIn(reactivation, '/login?reactivate='));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('login.reactivate.title'));
    await page.getByRole('button', { name: t('login.reactivate.button') }).click();
    await expect(accountMenu).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/notifications');
    await expect(page.getByRole('region', { name: t('settings.email.title') })).toContainText(
      t('settings.email.current', { email: newEmail }),
    );

    expect(withoutProvoked(errors, provoked)).toEqual([]);
  });
}

test('a member’s settings page is accessible and fits the window at 375 px and 1280 px', async ({
  page,
  context,
  errors,
}) => {
  test.setTimeout(60_000);
  const language = 'nl';
  const t = webTexts(language);
  await visitAs(context, { language, ip: freshDutchIp(), skipEntryWarning: true });
  // A member made through the signup call (the journeys above go through the screens).
  const signup = await page.request.post('/api/signup.php', {
    data: {
      email: `lotte.${Date.now()}@example.nl`,
      name: 'Lotte',
      password: 'Zeilboot-Kaas-Fiets-7',
      date_of_birth: `${new Date().getFullYear() - 28}-03-09`,
      gender: 'female',
      sexuality: 'hetero',
      country: 'NL',
      region: null,
      language,
    },
  });
  expect(signup.status()).toBe(201);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('settings.title'));
    await expect(page.getByRole('region', { name: t('settings.delete.title') })).toBeVisible();
    await expectAccessible(page);
    const tooWide = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      return [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().width > limit)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    });
    expect(tooWide, `wider than ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  expect(errors).toEqual([]);
});
