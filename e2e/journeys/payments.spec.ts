import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { CurrentUser } from '../../contract/src/index.ts';
import { consoleErrors, expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';

const t = webTexts('nl');
// The default site's packages for NL (server/src/modules/payments/default-packages.ts): 50 credits for € 9,99 and
// the popular 125 credits for € 19,99; the time bonus takes 25 % off (€ 14,99).
const SMALL = { credits: 50, price: /9,99/ };
const POPULAR = { credits: 125, price: /19,99/, withBonus: /14,99/ };

const userOf = async (page: Page) =>
  ((await (await page.request.get('/api/user.php')).json()) as { user: CurrentUser }).user;

/** The newest SMS the server wrote for a phone number (without an SMS provider: DATA_DIR/sms, docs/payments.md). */
async function smsCodeFor(digits: string, since: number): Promise<string> {
  const folder = process.env.SMS_DIR;
  if (!folder) throw new Error('SMS_DIR is not set (run the journeys through e2e/run.mjs)');
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const files = fs.existsSync(folder)
      ? fs.readdirSync(folder).filter((name) => name.startsWith(`${digits}-`))
      : [];
    const fresh = files
      .map((name) => path.join(folder, name))
      .filter((file) => fs.statSync(file).mtimeMs >= since)
      .sort();
    const code = fresh.length
      ? fs.readFileSync(fresh.at(-1) as string, 'utf8').match(/\b(\d{6})\b/)?.[1]
      : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS to +${digits}`);
}

/** From a package card on /credits, through the method, to the sandbox checkout, and the outcome chosen there. */
async function buy(page: Page, credits: number, method: string, outcome: string, price?: RegExp) {
  await page.goto('/credits');
  await page
    .getByRole('link', { name: `${t('credits.choose')} ${t('credits.amount', { count: credits })}` })
    .click();
  await expect(page).toHaveURL(/\/credits\/\d+$/);
  // The methods are toggle buttons (Bootstrap's btn-check): a member clicks the visible label.
  const name = t(`paymentMethods.${method}`);
  await page.locator('label', { hasText: new RegExp(`^${name}$`) }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
  const pay = page.getByRole('button', { name: /^Betaal / });
  if (price) await expect(pay).toHaveText(price);
  // No order without the consent to immediate delivery (the return policy asks it at every purchase).
  await page.getByRole('checkbox', { name: t('credits.consent.label') }).check();
  await pay.click();
  // The provider's page (the sandbox stands in for it): complete, fail or cancel.
  await expect(page).toHaveURL(/\/sandbox-checkout\/sbx_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testbetaling');
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
}

test('a new member buys credits: iDEAL with the time bonus, a failed card then PayPal, a cancelled payment, direct debit with a code by SMS', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await personContext(browser);
  await signUpMember(context, { name: 'Iris', gender: 'female' });
  const page = await context.newPage();
  const errors = consoleErrors(page, [{ status: 400, path: '/api/directdebit-code.php' }]);
  const nav = page.getByRole('navigation', { name: t('nav.label') });

  // A free member in the first hours: Get Premium in the top bar, and the welcome bonus with the time bonus.
  await page.goto('/members');
  await expect(nav.getByRole('link', { name: t('premium.nav') })).toBeVisible();
  await expect(page.getByText(t('welcomeBonus.title', { percentage: 25 }))).toBeVisible();
  const start = await userOf(page);
  expect(start.paid_user).toBe(false);

  // The packages: the popular one labelled, every price 25 % lower while the time bonus runs.
  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('credits.title'));
  const popular = page.getByRole('article').filter({ hasText: t('credits.popular') });
  await expect(popular).toContainText(t('credits.amount', { count: POPULAR.credits }));
  await expect(popular).toContainText(POPULAR.withBonus);
  await expect(popular).toContainText(t('credits.discountOff', { percentage: 25 }));
  await expectAccessible(page);

  // 1. iDEAL, completed, at the reduced price: premium, with the credits.
  await buy(page, POPULAR.credits, 'ideal', 'Betaling voltooien', POPULAR.withBonus);
  await expect(page.getByRole('heading', { name: t('transactions.heading.completed') })).toBeVisible();
  await expect(page.getByText(t('transactions.completedText', { count: POPULAR.credits }))).toBeVisible();
  await expectAccessible(page);
  const premium = await userOf(page);
  expect(premium.paid_user).toBe(true);
  expect(premium.credits).toBe(start.credits + POPULAR.credits);
  // The top bar: Credits (to the repeat order) instead of Get Premium; no badge above 10 credits.
  const creditsLink = nav.getByRole('link', { name: t('credits.nav') });
  await expect(creditsLink).toHaveAttribute('href', '/credits/repeat-order');
  await expect(nav.getByRole('link', { name: t('premium.nav') })).toHaveCount(0);
  await expect(creditsLink.locator('.badge')).toHaveCount(0);

  // 2. A card payment fails ("Betaling mislukt"); the offer to pay with PayPal completes it. The time bonus was
  // used once, so the full price now.
  await buy(page, SMALL.credits, 'creditcard', 'Betaling laten mislukken', SMALL.price);
  await expect(page.getByRole('heading', { name: t('transactions.failed') })).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: t('transactions.retrySame', { method: t('paymentMethods.creditcard') }),
    }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: t('transactions.retryPaypal', { method: t('paymentMethods.paypal') }) })
    .click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/sbx_/);
  await page.getByRole('button', { name: 'Betaling voltooien' }).click();
  await expect(page.getByRole('heading', { name: t('transactions.heading.completed') })).toBeVisible();
  expect((await userOf(page)).credits).toBe(start.credits + POPULAR.credits + SMALL.credits);

  // 3. A cancelled payment: nothing charged, nothing granted.
  await buy(page, SMALL.credits, 'ideal', 'Betaling annuleren');
  await expect(page.getByRole('heading', { name: t('transactions.failed') })).toBeVisible();
  await expect(page.getByText(t('transactions.cancelledText'))).toBeVisible();
  expect((await userOf(page)).credits).toBe(start.credits + POPULAR.credits + SMALL.credits);

  // 4. Direct debit: the form, a code by SMS, a wrong code first, then the right one.
  await page.goto('/credits');
  await page
    .getByRole('link', { name: `${t('credits.choose')} ${t('credits.amount', { count: SMALL.credits })}` })
    .click();
  await page.getByRole('link', { name: t('credits.buy.directDebitLink') }).click();
  await expect(page).toHaveURL(/\/directdebit\?package=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('directDebit.title'));
  await page.getByLabel(t('directDebit.fields.account_holder')).fill('Iris de Boer');
  await page.getByLabel(t('directDebit.fields.iban'), { exact: true }).fill('nl91abna0417164300');
  await page.getByLabel(t('directDebit.fields.street')).fill('Oudegracht');
  await page.getByLabel(t('directDebit.fields.house_number')).fill('21');
  await page.getByLabel(t('directDebit.fields.zip')).fill('3511 AB');
  await page.getByLabel(t('directDebit.fields.city')).fill('Utrecht');
  await page.getByLabel(t('directDebit.fields.phone')).fill('06 87654321');
  // Sending the form without the consent to immediate delivery only shows why.
  await page.getByRole('button', { name: t('directDebit.sendCode') }).click();
  await expect(page.getByText(t('credits.consent.required'))).toBeVisible();
  await page.getByRole('checkbox', { name: t('credits.consent.label') }).check();
  await expectAccessible(page);
  const sent = Date.now() - 1000;
  await page.getByRole('button', { name: t('directDebit.sendCode') }).click();
  await expect(page.getByText(t('directDebit.codeSent', { phone: '+31 •••• 21' }))).toBeVisible();
  const code = await smsCodeFor('31687654321', sent);
  const codeInput = page.getByRole('textbox', { name: t('directDebit.fields.otp') });
  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: t('directDebit.confirm') }).click();
  await expect(page.getByText(t('errors.code_invalid'))).toBeVisible();
  await codeInput.fill(code);
  await page.getByRole('button', { name: t('directDebit.confirm') }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  // The provider collects the debit a moment later; the page follows until it is completed.
  await expect(page.getByRole('heading', { name: t('transactions.heading.completed') })).toBeVisible();
  expect((await userOf(page)).credits).toBe(start.credits + POPULAR.credits + 2 * SMALL.credits);

  // The order history shows every order with its state.
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('transactions.title'));
  await expect(page.getByText(t('transactions.state.completed'))).toHaveCount(3);
  await expect(page.getByText(t('transactions.state.failed'))).toHaveCount(1);
  await expect(page.getByText(t('transactions.state.cancelled'))).toHaveCount(1);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
