import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { consoleErrors, expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';
import { auditedActions, confirmedStaffContext } from '../support/staff.ts';
import { phoneJpeg } from '../support/test-images.ts';

const t = webTexts('nl');
/** A back-office namespace's Dutch texts (web/src/i18n/ns/<name>/nl.json). */
const adminTexts = (namespace: string) => {
  const file = path.join(import.meta.dirname, `../../web/src/i18n/ns/${namespace}/nl.json`);
  return Object.values(JSON.parse(fs.readFileSync(file, 'utf8')))[0] as unknown;
};
const fictionalTexts = adminTexts('admin-fictional') as {
  new: string;
  form: { birthDate: string; description: string; create: string };
  photos: { add: string; main: string };
};
const inboxTexts = adminTexts('admin-inbox') as { composer: { send: string; sent: string } };
// The default site's Dutch disclosure (server/src/db/default-site.ts).
const FICTIONAL_ICON = 'Fictief';
const FICTIONAL_WARNING =
  'Sommige profielen op deze site zijn fictief. Fysiek contact met deze profielen is niet mogelijk.';

/** Nothing reaches past the window's right edge at `width` (so the page never scrolls sideways). */
async function fitsTheWindow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const tooWide = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} ${element.getBoundingClientRect().right}`,
      );
  });
  expect(tooWide, `past the right edge at ${width}px`).toEqual([]);
}

test('a moderator answers a member as a fictional profile: the member sees the disclosure and the answer live; a second moderator cannot answer at the same time', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context: milaContext, staff: milaStaff } = await confirmedStaffContext(
    browser,
    'moderator',
    'Mila',
  );
  const { context: bobContext } = await confirmedStaffContext(browser, 'moderator', 'Bob');
  const memberContext = await personContext(browser);
  await signUpMember(memberContext, { name: 'Piet', gender: 'male' });

  // Mila makes a fictional profile with a photo in the back office.
  const mila = await milaContext.newPage();
  const milaErrors = consoleErrors(mila);
  await mila.setViewportSize({ width: 1280, height: 900 });
  await mila.goto('/admin/fictional');
  await mila.getByRole('button', { name: fictionalTexts.new }).click();
  await mila.getByLabel(t('profileFields.name.label')).fill('Sanne');
  await mila.getByLabel(fictionalTexts.form.birthDate).fill('1993-05-04');
  await mila.getByLabel(fictionalTexts.form.description).fill('Zeilen, lezen en lange wandelingen.');
  await mila.getByRole('button', { name: fictionalTexts.form.create }).click();
  await expect(mila).toHaveURL(/\/admin\/fictional\/\d+$/);
  const fictionalId = Number(new URL(mila.url()).pathname.split('/').at(-1));
  await mila.getByLabel(fictionalTexts.photos.add).setInputFiles({
    name: 'sanne.jpg',
    mimeType: 'image/jpeg',
    buffer: await phoneJpeg(120),
  });
  await expect(mila.getByText(fictionalTexts.photos.main)).toBeVisible();
  await expectAccessible(mila);

  // The member sees the disclosure on her profile and writes to her.
  const piet = await memberContext.newPage();
  const pietErrors = consoleErrors(piet);
  await piet.goto(`/members/${fictionalId}`);
  await expect(piet.getByRole('heading', { level: 1, name: 'Sanne' })).toBeVisible();
  const profile = piet.locator('.container', { has: piet.getByRole('heading', { level: 1 }) });
  await expect(profile.getByText(FICTIONAL_WARNING)).toBeVisible();
  await expect(profile.getByText(FICTIONAL_ICON).first()).toBeVisible();
  await piet.getByRole('button', { name: t('conversation.profile.message') }).click();
  const opener = t('icebreakers.openers.weekend', { name: 'Sanne' });
  await piet
    .getByRole('dialog', { name: t('icebreakers.title', { name: 'Sanne' }) })
    .getByRole('button', { name: opener })
    .click();
  await piet.keyboard.press('Enter');
  const pietMessages = piet.getByRole('log');
  await expect(pietMessages.getByText(opener)).toBeVisible();
  await expect(piet.getByText(FICTIONAL_WARNING)).toBeVisible();

  // Mila finds it in the inbox, waiting, and opens it: the claim is hers.
  await mila.goto('/admin/inbox');
  const entry = mila.getByRole('link', { name: 'Piet met Sanne' });
  await expect(entry).toBeVisible({ timeout: 15_000 });
  await entry.click();
  await expect(mila).toHaveURL(/\/admin\/inbox\/\d+$/);
  await expect(mila.getByText(opener)).toBeVisible();
  await expect(mila.getByRole('complementary', { name: 'Over Piet' })).toBeVisible();
  await expectAccessible(mila);
  // She starts her answer as Sanne (typing renews her claim).
  const answer = 'Hoi Piet! Ik ga zeilen op het IJsselmeer, en jij?';
  await mila.getByRole('textbox', { name: 'Jouw antwoord als Sanne' }).fill(answer);
  await expect(mila.getByText('Jij beantwoordt dit')).toBeVisible();

  // Bob opens the same conversation: he sees that Mila answers, and cannot send.
  const bob = await bobContext.newPage();
  const bobErrors = consoleErrors(bob, [{ status: 409, path: '/api/admin/inbox-claim.php' }]);
  await bob.goto(new URL(mila.url()).pathname);
  await expect(bob.getByText('Mila beantwoordt dit').first()).toBeVisible();
  await expect(bob.getByRole('button', { name: inboxTexts.composer.send })).toBeDisabled();

  // Mila sends her answer; Piet sees it arrive without reloading.
  await mila.getByRole('button', { name: inboxTexts.composer.send }).click();
  await expect(mila.getByText(inboxTexts.composer.sent)).toBeVisible();
  await expect(pietMessages.getByText(answer)).toBeVisible({ timeout: 15_000 });
  expect(await auditedActions(milaStaff.id)).toEqual(expect.arrayContaining(['inbox.claim', 'inbox.reply']));

  // Usable at 375 px: the conversation, the member and the composer fit the window; and at 1280 px.
  await fitsTheWindow(mila, 1280);
  await fitsTheWindow(mila, 375);
  await expect(mila.getByRole('button', { name: inboxTexts.composer.send })).toBeVisible();
  await expectAccessible(mila);

  expect(milaErrors).toEqual([]);
  expect(pietErrors).toEqual([]);
  expect(bobErrors).toEqual([]);
});
