import type { BrowserContext, Page } from '@playwright/test';
import { LANGUAGE_TAGS, type Language, type MemberTeaserResponse } from '../../contract/src/index.ts';
import { consoleErrors, expect, expectAccessible, test, visitAs, webTexts } from '../support/fixtures.ts';
import { personContext } from '../support/members.ts';
import { activationLink, signUpThroughScreens } from '../support/signup-screens.ts';

/**
 * Member landings (issue 24, decision 0063), at 375 px as a visitor arriving from a campaign: a demo member's
 * landing in Dutch and German, the signup that remembers the member, the e-mail confirmation from the real test
 * SMTP mailbox, and the chat with that member right after; then /activate/done's premium offer and members.
 */
const WIDTH = 375;

/** The first demo member a visitor may see (the demo community the server seeds on its first start). */
async function demoMember(context: BrowserContext): Promise<MemberTeaserResponse['member']> {
  for (let id = 1; id <= 40; id++) {
    const answer = await context.request.get(`/api/member-teaser.php?id=${id}`);
    if (answer.status() === 200) return ((await answer.json()) as MemberTeaserResponse).member;
  }
  throw new Error('no demo member a visitor may see among the first 40');
}

/** A landing in `language`: the copy of its variant with the member's name, fitting the width, accessible. */
async function expectLanding(page: Page, path: string, language: Language, variant: string, name: string) {
  const texts = webTexts(language, 'member-landing');
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts(`memberLanding.variants.${variant}.headline`, { name }),
  );
  await expect(
    page.getByRole('link', { name: texts(`memberLanding.variants.${variant}.cta`, { name }) }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(WIDTH);
  await expectAccessible(page);
}

test('a visitor signs up from a member landing, confirms the e-mail and lands in the chat with that member', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await personContext(browser, { viewport: { width: WIDTH, height: 800 } });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const member = await demoMember(context);

  // Three designs: Dutch (the spotlight, the photo card with a slug) and German (the chat invitation, flirt copy).
  await expectLanding(page, `/members/${member.id}/landing3/chat`, 'nl', 'chat', member.name);
  await expectLanding(page, `/members/${member.id}/landing2/no-such-variant`, 'nl', 'default', member.name);
  await visitAs(context, { language: 'de' });
  await expectLanding(page, `/members/${member.id}/landing2/flirt`, 'de', 'flirt', member.name);
  await visitAs(context, { language: 'nl' });
  await expectLanding(page, `/members/${member.id}/landing`, 'nl', 'default', member.name);

  // The call to action: the signup for this member, who is shown above the steps.
  const t = webTexts('nl');
  const own = webTexts('nl', 'member-landing');
  await page
    .getByRole('link', { name: own('memberLanding.variants.default.cta', { name: member.name }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}/signup$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('signup.page.memberTitle'));
  await expect(page.getByText(own('memberLanding.signupFor', { name: member.name }))).toBeVisible();

  const email = `landing.${process.pid}.${Date.now()}@example.nl`;
  const sent = await signUpThroughScreens(page, {
    name: 'Joost',
    email,
    password: 'Fietspad-Molen-Kaas-31',
    age: 36,
  });

  // The link of the activation mail leads straight to the chat with the member of the landing.
  const link = await activationLink(email, sent);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}/chat$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);

  // The activation success page: the member first, then members to start with and the premium offer.
  await page.goto('/activate/done');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('activation.done.heading'));
  await expect(
    page.getByRole('heading', { name: own('memberLanding.activateDone.leadHeading') }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: own('memberLanding.activateDone.leadCta', { name: member.name }) }),
  ).toHaveAttribute('href', `/members/${member.id}/chat`);
  const members = page.getByRole('region', { name: own('memberLanding.activateDone.membersHeading') });
  await expect(members.getByRole('listitem').first()).toBeVisible();
  const premium = page.getByRole('region', { name: own('memberLanding.activateDone.premiumHeading') });
  await expect(
    premium.getByRole('link', { name: own('memberLanding.activateDone.packages') }),
  ).toHaveAttribute('href', '/credits');
  await expect(
    premium.getByRole('link', { name: own('memberLanding.activateDone.premiumMore') }),
  ).toHaveAttribute('href', '/premium');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  await expectAccessible(page);
  expect(errors).toEqual([]);
  await context.close();
});
