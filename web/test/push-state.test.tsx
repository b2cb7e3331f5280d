import { afterEach, describe, expect, it } from 'vitest';
import {
  disablePush,
  enablePush,
  readPushState,
  resetPushStateForTests,
} from '../src/features/push/push-state.ts';
import { fakeApi } from './account-fake-api.ts';
import { fakePushBrowser, PUSH_KEY, removePushBrowser, SUBSCRIPTION_JSON } from './push-fakes.ts';
import { testUser } from './render-app.tsx';

afterEach(() => {
  removePushBrowser();
  resetPushStateForTests();
});

describe('the push state of this browser (SPEC §4)', () => {
  it('is not capable without the Push API, notifications, or a push key of the site', async () => {
    expect(await readPushState(PUSH_KEY)).toBe('not-capable');
    fakePushBrowser();
    expect(await readPushState(null)).toBe('not-capable');
    Reflect.deleteProperty(globalThis, 'PushManager');
    expect(await readPushState(PUSH_KEY)).toBe('not-capable');
  });

  it('is denied, not subscribed or subscribed as the browser says', async () => {
    fakePushBrowser({ permission: 'denied', subscribed: true });
    expect(await readPushState(PUSH_KEY)).toBe('denied');
    removePushBrowser();
    fakePushBrowser({ permission: 'default' });
    expect(await readPushState(PUSH_KEY)).toBe('not-subscribed');
    removePushBrowser();
    fakePushBrowser({ permission: 'granted', subscribed: true });
    expect(await readPushState(PUSH_KEY)).toBe('subscribed');
  });
});

describe('turning push on and off', () => {
  it('subscribes with the site key once allowed and hands the subscription to the server', async () => {
    const browser = fakePushBrowser();
    const api = fakeApi({ 'POST /api/user.php': { body: { user: testUser() } } });
    expect((await enablePush(PUSH_KEY))?.id).toBe(7);
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    const [call] = api.to('POST /api/user.php');
    expect(call?.query.get('push')).toBe('1');
    expect(call?.body).toEqual(SUBSCRIPTION_JSON);
    expect(await readPushState(PUSH_KEY)).toBe('subscribed');

    await disablePush();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(await readPushState(PUSH_KEY)).toBe('not-subscribed');
  });

  it("tells the server 'denied' when the member refuses, and nothing when they only close the prompt", async () => {
    fakePushBrowser({ answer: 'default' });
    const api = fakeApi({ 'POST /api/user.php': { body: { user: testUser() } } });
    expect(await enablePush(PUSH_KEY)).toBeNull();
    expect(api.to('POST /api/user.php')).toEqual([]);
    removePushBrowser();

    const browser = fakePushBrowser({ answer: 'denied' });
    const again = fakeApi({ 'POST /api/user.php': { body: { user: testUser() } } });
    await enablePush(PUSH_KEY);
    expect(again.to('POST /api/user.php')[0]?.body).toBe('denied');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(await readPushState(PUSH_KEY)).toBe('denied');
  });
});
