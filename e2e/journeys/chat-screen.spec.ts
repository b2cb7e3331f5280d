import crypto from 'node:crypto';
import type { BrowserContext, Locator } from '@playwright/test';
import { buyCredits } from '../support/credits.ts';
import { consoleErrors, expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { type Member, personContext, signUpMember } from '../support/members.ts';
import { phoneJpeg } from '../support/test-images.ts';

const t = webTexts('nl');

/** Four lines of text, so a few messages fill a screen. */
const longText = (n: number) => `Bericht ${n}\nover het weekend\nen de zeilboot\ntot snel!`;

async function sendText(from: BrowserContext, to: Member, text: string) {
  const answer = await from.request.post('/api/message.php', {
    data: { profile: to.id, client_id: crypto.randomUUID(), kind: 'text', text },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function sendPhoto(from: BrowserContext, to: Member) {
  const answer = await from.request.post(
    `/api/message-image.php?profile=${to.id}&client_id=${crypto.randomUUID()}`,
    { data: await phoneJpeg(60), headers: { 'content-type': 'image/jpeg' } },
  );
  expect(answer.status(), await answer.text()).toBe(200);
}

/** How far the messages are scrolled from their newest end, in CSS pixels, as the browser lays them out. */
const fromBottom = (log: Locator) =>
  log.evaluate((element) => Math.round(element.scrollHeight - element.scrollTop - element.clientHeight));

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width} px a conversation opens at its newest message and stays there as a photo loads and messages arrive; scrolled up, a "new messages" button leads back`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const annaContext = await personContext(browser, { viewport });
    const bramContext = await personContext(browser);
    const anna = await signUpMember(annaContext, { name: 'Anna', gender: 'female' });
    const bram = await signUpMember(bramContext, { name: 'Bram', gender: 'male' });
    await buyCredits(annaContext, 50);
    await buyCredits(bramContext, 50);
    // More than a screen of messages; the newest one is Bram's photo.
    for (let n = 1; n <= 6; n += 1)
      await sendText(n % 2 ? bramContext : annaContext, n % 2 ? anna : bram, longText(n));
    await sendPhoto(bramContext, anna);

    const page = await annaContext.newPage();
    const errors = consoleErrors(page);
    // The photo arrives only when the journey lets it, well after the conversation is shown.
    let releasePhoto = () => {};
    const photoHeld = new Promise<void>((resolve) => {
      releasePhoto = resolve;
    });
    await page.route('**/chat-images/**', async (route) => {
      await photoHeld;
      await route.continue();
    });
    await page.goto(`/members/${bram.id}/chat`);
    const log = page.getByRole('log', { name: t('conversation.messages', { name: 'Bram' }) });
    await expect(log.getByText('Bericht 6')).toBeVisible();
    expect(await log.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect.poll(() => fromBottom(log)).toBeLessThanOrEqual(1);

    // The photo loads and grows the newest message: the view follows it.
    releasePhoto();
    const photo = log.getByRole('img', { name: t('conversation.image.open') });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.height)).toBeGreaterThan(50);
    await expect.poll(() => fromBottom(log)).toBeLessThanOrEqual(1);

    // A message arrives live: still at the newest one.
    await sendText(bramContext, anna, 'Ben je er nog?');
    await expect(log.getByText('Ben je er nog?')).toBeVisible();
    await expect.poll(() => fromBottom(log)).toBeLessThanOrEqual(1);

    // Anna scrolls up to read. A new message does not pull her down; a button says it is there.
    await log.hover();
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => fromBottom(log)).toBeGreaterThan(300);
    const newMessages = page.getByRole('button', { name: t('conversation.newMessages') });
    await expect(newMessages).toHaveCount(0);
    await sendText(bramContext, anna, 'Hallo daar!');
    await expect(newMessages).toBeVisible();
    await expect(page.getByRole('status').filter({ has: newMessages })).toHaveCount(1);
    expect(await fromBottom(log)).toBeGreaterThan(300);
    await expectAccessible(page);
    // From the keyboard it leads to the newest message, and goes.
    await newMessages.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => fromBottom(log)).toBeLessThanOrEqual(1);
    await expect(log.getByText('Hallo daar!')).toBeInViewport();
    await expect(newMessages).toHaveCount(0);
    await expect(log).toBeFocused();

    // Reaching the bottom by scrolling also puts it away.
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => fromBottom(log)).toBeGreaterThan(300);
    await sendText(bramContext, anna, 'Nog eentje');
    await expect(newMessages).toBeVisible();
    await log.hover();
    await page.mouse.wheel(0, 4000);
    await expect(newMessages).toHaveCount(0);

    // A visible, labelled way back to the conversations, on a phone and on a desktop.
    const back = page.getByRole('link', { name: t('conversation.back'), exact: true });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('chats.title'));
    expect(errors).toEqual([]);
  });
}
