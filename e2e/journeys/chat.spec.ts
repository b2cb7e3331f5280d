import type { Page } from '@playwright/test';
import type { CurrentUser } from '../../contract/src/index.ts';
import { buyCredits } from '../support/credits.ts';
import { consoleErrors, expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';
import { phoneJpeg } from '../support/test-images.ts';

const t = webTexts('nl');
// The default site's costs (server/src/db/default-site.ts): a message 5, a photo 10, a gift 20 credits.
const COSTS = { message: 5, photo: 10, gift: 20 };

const creditsOf = async (page: Page) =>
  ((await (await page.request.get('/api/user.php')).json()) as { user: CurrentUser }).user.credits;

test('two members on two server instances chat live: text, photo, gift, typing, read state, badges, deletion', async ({
  browser,
}) => {
  // Two browsers through about 60 steps, axe five times and a retried deletion: 2.5 min beside the other journeys.
  test.setTimeout(240_000);
  const secondInstance = process.env.SECOND_BASE_URL;
  if (!secondInstance) throw new Error('SECOND_BASE_URL is not set (run the journeys through e2e/run.mjs)');
  const annaContext = await personContext(browser);
  const bramContext = await personContext(browser, { baseURL: secondInstance });
  await signUpMember(annaContext, { name: 'Anna', gender: 'female' });
  const bram = await signUpMember(bramContext, { name: 'Bram', gender: 'male' });
  // Anna buys credits (through the order call and the sandbox's checkout); Bram keeps his signup credits.
  await buyCredits(annaContext, 50);

  // Bram waits on his messages overview, on the second instance.
  const bramPage = await bramContext.newPage();
  const bramErrors = consoleErrors(bramPage, [{ status: 500, path: '/api/chat.php' }]);
  await bramPage.goto('/chats');
  await expect(bramPage.getByRole('heading', { level: 1 })).toHaveText(t('chats.title'));
  await expect(bramPage.getByText(t('chats.empty.text'))).toBeVisible();
  const bramNav = bramPage.getByRole('navigation', { name: t('nav.label') });
  await expectAccessible(bramPage);

  // Anna opens his profile on the first instance and starts a chat: the icebreakers offer an opener.
  const annaPage = await annaContext.newPage();
  const annaErrors = consoleErrors(annaPage);
  await annaPage.goto(`/members/${bram.id}`);
  const startCredits = await creditsOf(annaPage);
  await annaPage.getByRole('button', { name: t('conversation.profile.message') }).click();
  await expect(annaPage).toHaveURL(new RegExp(`/members/${bram.id}/chat$`));
  const icebreakers = annaPage.getByRole('dialog', { name: t('icebreakers.title', { name: 'Bram' }) });
  await expect(icebreakers).toBeVisible();
  await expectAccessible(annaPage);
  await expect(annaPage.locator('body')).toHaveClass(/modal-open/);
  const opener = t('icebreakers.openers.weekend', { name: 'Bram' });
  // Picking it closes the dialog at once and puts the opener in the input, which has the focus: Enter sends it.
  await icebreakers.getByRole('button', { name: opener }).click();
  expect(await annaPage.evaluate(() => document.querySelector('[role="dialog"]') === null)).toBe(true);
  await annaPage.keyboard.press('Enter');
  const annaInput = annaPage.getByRole('textbox', { name: t('conversation.input', { name: 'Bram' }) });
  const annaMessages = annaPage.getByRole('log');
  await expect(annaMessages.getByText(opener)).toBeVisible();
  await expect(annaInput).toHaveValue('');
  // Nothing of the dialog is left behind: the page scrolls again.
  await expect(annaPage.locator('body')).not.toHaveClass(/modal-open/);
  expect(await annaPage.evaluate(() => document.body.style.overflow)).toBe('');

  // It reaches Bram live, through the other instance: the badge, the title and the list move without a reload.
  await expect(bramNav.getByRole('link', { name: new RegExp(t('nav.messages')) })).toContainText('1');
  await expect(bramPage).toHaveTitle(/^\(1\) /);
  const annaEntry = bramPage.getByRole('link', { name: /Anna/ });
  await expect(annaEntry).toContainText(opener);
  // Bram's device received it: Anna sees "delivered".
  await expect(annaMessages.getByText(t('conversation.receipt.delivered'))).toBeVisible();

  // Bram opens the conversation: read, badge and title cleared; Anna sees "read".
  await annaEntry.click();
  await expect(bramPage).toHaveURL(/\/chats\/\d+$/);
  const bramMessages = bramPage.getByRole('log');
  await expect(bramMessages.getByText(opener)).toBeVisible();
  await expect(annaMessages.getByText(t('conversation.receipt.read'))).toBeVisible();
  await expect(bramPage).not.toHaveTitle(/^\(\d+\) /);
  await expectAccessible(bramPage);

  // Bram types: Anna sees it; then his answer arrives live.
  const bramInput = bramPage.getByRole('textbox', { name: t('conversation.input', { name: 'Anna' }) });
  await bramInput.pressSequentially('Hoi Anna, ik ga zeilen', { delay: 30 });
  await expect(annaPage.getByText(t('conversation.typing', { name: 'Bram' }))).toBeVisible();
  await bramInput.press('Enter');
  await expect(annaMessages.getByText('Hoi Anna, ik ga zeilen')).toBeVisible();

  // A photo and a gift from Anna, both seen by Bram.
  await annaPage.getByLabel(t('conversation.photo')).setInputFiles({
    name: 'zeilboot.jpg',
    mimeType: 'image/jpeg',
    buffer: await phoneJpeg(90),
  });
  const photo = bramMessages.getByRole('img', { name: t('conversation.image.open') });
  await expect(photo).toBeVisible();
  // Served to him (the other member), not a broken picture.
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await annaPage.getByRole('button', { name: t('conversation.gift.button') }).click();
  const gifts = annaPage.getByRole('dialog', { name: t('conversation.gifts.title', { name: 'Bram' }) });
  await gifts.getByRole('button', { name: new RegExp(t('gifts.rose')) }).click();
  await expect(
    bramMessages.getByText(t('conversation.gift.message', { gift: t('gifts.rose') })),
  ).toBeVisible();
  await expectAccessible(annaPage);

  // Anna paid exactly a message, a photo and a gift; Bram's answer cost him, not her.
  await expect.poll(() => creditsOf(annaPage)).toBe(startCredits - COSTS.message - COSTS.photo - COSTS.gift);

  // Removing the conversation: the server refuses once (an alert, the list comes back), then it works.
  await bramPage.goto('/chats');
  const deleteButton = bramPage.getByRole('button', { name: t('chats.delete.button', { name: 'Anna' }) });
  await bramPage.route('**/api/chat.php', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
  );
  await deleteButton.click();
  await bramPage
    .getByRole('dialog', { name: t('chats.delete.title', { name: 'Anna' }) })
    .getByRole('button', { name: t('chats.delete.confirm') })
    .click();
  // The entry leaves at once; the call is retried (SPEC §9: 5 times, about 8 s), then the alert, and the list
  // reloads with the conversation.
  await expect(bramPage.getByRole('link', { name: /Anna/ })).toHaveCount(0);
  await expect(bramPage.getByRole('alert')).toContainText(t('chats.delete.failed'), { timeout: 20_000 });
  await expect(bramPage.getByRole('link', { name: /Anna/ })).toBeVisible();
  await bramPage.unroute('**/api/chat.php');

  await deleteButton.click();
  await bramPage
    .getByRole('dialog', { name: t('chats.delete.title', { name: 'Anna' }) })
    .getByRole('button', { name: t('chats.delete.confirm') })
    .click();
  await expect(bramPage.getByRole('link', { name: /Anna/ })).toHaveCount(0);
  await bramPage.reload();
  await expect(bramPage.getByText(t('chats.empty.text'))).toBeVisible();
  // Anna keeps her side of it.
  await annaPage.goto('/chats');
  await expect(annaPage.getByRole('link', { name: /Bram/ })).toBeVisible();

  expect(annaErrors).toEqual([]);
  expect(bramErrors).toEqual([]);
});
