import type { Page } from '@playwright/test';
import { expect, mailTo, webTexts } from './fixtures.ts';

/**
 * Walks the signup screens in Dutch, from the first step already on screen, as a man looking for women in the
 * Netherlands, and sends them. Resolves once the "confirm your address" screen shows, with the moment the
 * activation mail was asked for (for `activationLink`).
 */
export async function signUpThroughScreens(
  page: Page,
  person: { name: string; email: string; password: string; age: number },
): Promise<number> {
  const t = webTexts('nl');
  const next = () => page.getByRole('button', { name: t('signup.next'), exact: true }).click();
  await page
    .getByRole('group', { name: t('signup.step0.iam') })
    .getByText(t('signup.step0.gender.male'), { exact: true })
    .click();
  await page
    .getByRole('group', { name: t('signup.step0.lookingFor') })
    .getByText(t('signup.step0.wants.women'), { exact: true })
    .click();
  await next();
  await expect(page.getByRole('heading', { name: t('signup.step1.heading') })).toBeFocused();
  const month = new Intl.DateTimeFormat('nl-NL', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, 4, 1),
  );
  await page.getByRole('combobox', { name: t('signup.step1.day') }).selectOption({ label: '14' });
  await page.getByRole('combobox', { name: t('signup.step1.month') }).selectOption({ label: month });
  await page
    .getByRole('combobox', { name: t('signup.step1.year') })
    .selectOption({ label: String(new Date().getFullYear() - person.age) });
  await next();
  await expect(page.getByRole('heading', { name: t('signup.step2.heading') })).toBeFocused();
  await page.getByRole('combobox', { name: t('signup.step2.country') }).selectOption('NL');
  await next();
  await expect(page.getByRole('heading', { name: t('signup.step3.heading') })).toBeFocused();
  await page.getByRole('textbox', { name: t('signup.step3.name'), exact: true }).fill(person.name);
  await page.getByRole('textbox', { name: t('signup.step3.email'), exact: true }).fill(person.email);
  await next();
  await expect(page.getByRole('heading', { name: t('signup.step4.heading') })).toBeFocused();
  await page.getByLabel(t('signup.step4.password'), { exact: true }).fill(person.password);
  await page.getByRole('checkbox', { name: t('signup.step4.terms').replace(/<\/?\w+>/g, '') }).check();
  const sent = Date.now();
  await page.getByRole('button', { name: t('signup.step4.submit') }).click();
  await expect(page.getByRole('heading', { name: t('activation.confirm.heading') })).toBeVisible();
  return sent;
}

/** The activation link of the newest mail to `email` since `since`, from the test SMTP server. */
export async function activationLink(email: string, since: number): Promise<string> {
  const link = (await mailTo(email, since)).links.find((each) => each.includes('/api/activate.php'));
  if (!link) throw new Error(`no activation link in the mail to ${email}`);
  return link;
}
