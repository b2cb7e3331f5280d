import crypto from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import type { CurrentUser, PushMessage } from '../../contract/src/index.ts';
import { buyCredits } from '../support/credits.ts';
import { awaitMemberAway } from '../support/database.ts';
import {
  consoleErrors,
  expect,
  expectAccessible,
  notificationMails,
  test,
  webTexts,
} from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';
import { browserKeys, decryptPush, startPushService } from '../support/push-service.ts';

/*
 * Issue 22 (decisions 0048–0052). run.mjs starts the servers with notifications seconds after the news, with no
 * gap, cap or quiet hours (NOTIFY_*), the push service of this journey allowed on loopback, and the secret the
 * mail service's feedback is signed with.
 */

const sendText = async (context: BrowserContext, profile: number, text: string) => {
  const answer = await context.request.post('/api/message.php', {
    data: { profile, client_id: crypto.randomUUID(), kind: 'text', text },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { conversation: { id: number } }).conversation.id;
};

const userOf = async (context: BrowserContext) =>
  ((await (await context.request.get('/api/user.php')).json()) as { user: CurrentUser }).user;

/** What the operator's mail service does on a bounce: a signed POST to /api/mail-events.php (docs/operations.md). */
async function feedMailEvent(context: BrowserContext, event: { type: 'bounce'; email: string }) {
  const secret = process.env.MAIL_EVENTS_SECRET;
  if (!secret) throw new Error('MAIL_EVENTS_SECRET is not set (run the journeys through e2e/run.mjs)');
  const body = JSON.stringify({ events: [event] });
  const time = Math.floor(Date.now() / 1000);
  const signature = crypto.createHmac('sha256', secret).update(`${time}.${body}`).digest('hex');
  const answer = await context.request.post('/api/mail-events.php', {
    headers: { 'content-type': 'application/json', 'x-mail-events-signature': `t=${time},v1=${signature}` },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(204);
}

test('a member away gets one mail per conversation, in their language; its link opens the chat once; one click unsubscribes; a bounce turns mail off', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const annaContext = await personContext(browser);
  const bramContext = await personContext(browser);
  await signUpMember(annaContext, { name: 'Anna', gender: 'female' });
  const bram = await signUpMember(bramContext, { name: 'Bram', gender: 'male' });
  // Anna writes four messages: more than her signup credits pay for.
  await buyCredits(annaContext, 50);
  // Bram uses the site in German, and he is away: no page of his is open.
  expect((await bramContext.request.put('/api/user.php', { data: { language: 'de' } })).status()).toBe(200);

  const since = Date.now();
  const conversation = await sendText(annaContext, bram.id, 'Hallo Bram, zin in koffie?');
  await sendText(annaContext, bram.id, 'Ik ben er zaterdag.');
  const [mail] = await notificationMails(bram.email, since, 1);
  if (!mail) throw new Error('no mail');
  expect(mail.subject).toBe('Anna hat Ihnen geschrieben');
  expect(mail.html).toContain('lang="de-DE"');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  if (!oneClick) throw new Error(`no one-click unsubscribe in ${JSON.stringify(mail.headers)}`);
  const signIn = mail.links.find((link) => /\/[A-Za-z0-9_-]{43}$/.test(link));
  if (!signIn) throw new Error(`no sign-in link in ${mail.links.join(' ')}`);

  // The link signs him in and opens the conversation, with both of Anna's messages.
  const linkContext = await browser.newContext({ baseURL: process.env.BASE_URL });
  const page = await linkContext.newPage();
  const errors = consoleErrors(page);
  await page.goto(signIn);
  await expect(page).toHaveURL(new RegExp(`/chats/${conversation}$`));
  await expect(page.getByRole('log').getByText('Ik ben er zaterdag.')).toBeVisible();
  // Used once: the second click (here in another browser) is refused.
  const otherBrowser = await browser.newContext({ baseURL: process.env.BASE_URL });
  const refused = await otherBrowser.newPage();
  await refused.goto(signIn);
  await expect(refused).toHaveURL(/\/login\?link=invalid$/);
  await otherBrowser.close();

  // While he reads, Anna's next message mails nothing; once he has gone, her next one is news again, and the
  // one mail after `whileOnline` tells of it alone.
  const whileOnline = Date.now();
  await sendText(annaContext, bram.id, 'Zie je dit?');
  await expect(page.getByRole('log').getByText('Zie je dit?')).toBeVisible();
  await page.close();
  // Gone once the server has heard his page's stream end: a message that crosses that moment went out on the
  // stream (no mail), which is right, but not what this step is about.
  await awaitMemberAway(bram.id);
  const afterLeaving = Date.now();
  await sendText(annaContext, bram.id, 'Tot zaterdag!');
  const [next] = await notificationMails(bram.email, whileOnline, 1);
  expect(next?.receivedAt).toBeGreaterThanOrEqual(afterLeaving);
  expect(next?.subject).toContain('Anna');

  // One click in his mail program (a POST without cookies, RFC 8058) turns that type of mail off.
  const unsubscribed = await fetch(oneClick, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status).toBe(200);
  const { type } = (await unsubscribed.json()) as { type: string };
  expect((await userOf(linkContext)).notifications_disabled).toEqual([type]);

  // His mail service reports a bounce: mail is off, and /notifications says why, in German.
  await feedMailEvent(annaContext, { type: 'bounce', email: bram.email });
  expect((await userOf(linkContext)).email_disabled_reason).toBe('bounce');
  const settings = await linkContext.newPage();
  const settingsErrors = consoleErrors(settings);
  await settings.goto('/notifications');
  const t = webTexts('de');
  await expect(
    settings.getByText(t('settings.notifications.emailDisabled.bounce', { email: bram.email })),
  ).toBeVisible();
  await expectAccessible(settings);
  expect([...errors, ...settingsErrors]).toEqual([]);
});

test('with push on, a message to a member whose page is hidden comes as a real Web Push; the service worker shows it and its click opens the chat', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const t = webTexts('nl');
  // Chromium here cannot reach its vendor's push service: the browser's subscription is this journey's own, on a
  // push service of ours that decrypts what the server sends (RFC 8291), as the vendor's would pass it on.
  const pushService = await startPushService();
  const keys = browserKeys();
  const path = `/push/${crypto.randomUUID()}`;
  const subscription = { endpoint: pushService.endpoint(path), expirationTime: null, keys: keys.keys };
  const carlaContext = await personContext(browser, { permissions: ['notifications'] });
  await carlaContext.addInitScript((json) => {
    const stored = () => localStorage.getItem('e2e-push-subscription') === '1';
    const fake = {
      ...json,
      options: { userVisibleOnly: true },
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem('e2e-push-subscription');
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () =>
      stored() ? (fake as unknown as PushSubscription) : null;
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem('e2e-push-subscription', '1');
      return fake as unknown as PushSubscription;
    };
  }, subscription);
  const carla = await signUpMember(carlaContext, { name: 'Carla', gender: 'female' });
  const daveContext = await personContext(browser);
  await signUpMember(daveContext, { name: 'Dave', gender: 'male' });

  // Carla turns notifications on from the alert.
  const page = await carlaContext.newPage();
  const errors = consoleErrors(page);
  await page.goto('/members');
  // One request at a time: the photo prompt first; once she puts it off, the push one.
  await expect(page.getByText(t('push.alert.text'))).toBeHidden();
  await page.getByRole('button', { name: t('profile.photoAlert.dismiss') }).click();
  await expect(page.getByText(t('push.alert.text'))).toBeVisible();
  await expectAccessible(page);
  const registered = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/user.php?push=1') && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('push.alert.enable') }).click();
  expect((await registered).status()).toBe(200);
  await expect(page.getByText(t('push.alert.text'))).toBeHidden();

  // She switches to another app: the page is hidden, and says so (the beacon) before Dave writes.
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/page-hidden.php'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await (await beacon).response();
  const conversation = await sendText(daveContext, carla.id, 'Hoi Carla, ook van zeilen?');

  // The server's Web Push reaches the push service encrypted for her browser alone.
  const received = await pushService.next(path, 30_000);
  const payload = decryptPush(received.body, keys);
  const message = JSON.parse(payload) as PushMessage;
  expect(message.title).toContain('Dave');
  expect(message.data.openUrl).toBe(`/chats/${conversation}`);

  // Passed to her service worker as the vendor's service would: it shows the notification and tells the page,
  // which refreshes the unread badge.
  const cdp = await carlaContext.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.filter((each) => !each.isDeleted).length).toBeGreaterThan(0);
  const registration = registrations.find((each) => !each.isDeleted) as { registrationId: string };
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration.registrationId,
    data: payload,
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => shown.title),
      ),
    )
    .toContain(message.title);
  // The site is an installable app in Chromium: its manifest, icons and service worker pass Chromium's checks
  // (a test browser's context is incognito, which alone keeps it from offering the install).
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((error) => error.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  await expect(nav.getByRole('link', { name: new RegExp(t('nav.messages')) })).toContainText('1');

  // Her click on it: the worker's click handler focuses the open page and sends it to the conversation.
  const [worker] = carlaContext.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(
    (data) =>
      (globalThis as unknown as { openFromNotification: (d: unknown) => Promise<void> }).openFromNotification(
        data,
      ),
    message.data,
  );
  await expect(page).toHaveURL(new RegExp(`/chats/${conversation}$`));
  await expect(page.getByRole('log').getByText('Hoi Carla, ook van zeilen?')).toBeVisible();
  expect(errors).toEqual([]);
  await pushService.close();
});
