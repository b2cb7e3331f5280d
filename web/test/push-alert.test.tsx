import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPushStateForTests } from '../src/features/push/push-state.ts';
import { fakeApi } from './account-fake-api.ts';
import { fakePushBrowser, PUSH_KEY, removePushBrowser, SUBSCRIPTION_JSON } from './push-fakes.ts';
import { renderApp, testUser } from './render-app.tsx';

const FLAG = 'hide-push-notification-alert';
const settings = { enable_site_entry_popup: 'no', push_public_key: PUSH_KEY } as const;
const ALERT_TEXT = /Krijg een melding op dit apparaat/;
/** A confirmed member with a main photo, so no other prompt stands beside the push alert. */
const member = (overrides = {}) =>
  testUser({
    profile: {
      ...testUser().profile,
      main_image: {
        thumb_filename: 's-thumb.webp',
        filename: 's.webp',
        status: 'active',
        match: '/photos/s.webp',
      },
    },
    ...overrides,
  });

async function expectAxeClean() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

afterEach(() => {
  removePushBrowser();
  resetPushStateForTests();
});

describe('the enable-push alert (SPEC §4)', () => {
  it('offers push to a member whose browser can have it, and subscribes on the button', async () => {
    const browser = fakePushBrowser();
    const api = fakeApi({ 'POST /api/user.php': { body: { user: member() } } });
    await renderApp('/pages/faq', { settings, user: member() });
    expect(await screen.findByText(ALERT_TEXT)).toBeTruthy();
    await expectAxeClean();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Meldingen aanzetten' }));
    await waitFor(() => expect(screen.queryByText(ALERT_TEXT)).toBeNull());
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    expect(api.to('POST /api/user.php').map((call) => [call.query.get('push'), call.body])).toEqual([
      ['1', SUBSCRIPTION_JSON],
    ]);
  });

  it('waits while the profile-photo prompt stands: one request at a time', async () => {
    fakePushBrowser();
    const withoutPhoto = testUser();
    fakeApi({
      'POST /api/dismissals.php': {
        body: { user: { ...withoutPhoto, dismissals: { 'hide-enrich-alert': new Date().toISOString() } } },
      },
    });
    await renderApp('/pages/faq', { settings, user: withoutPhoto });
    expect(await screen.findByText(/Voeg een profielfoto toe/)).toBeTruthy();
    expect(screen.queryByText(ALERT_TEXT)).toBeNull();
    // Put off, the photo prompt makes way for the push one.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Niet nu' }));
    expect(await screen.findByText(ALERT_TEXT)).toBeTruthy();
  });

  it('is dismissed with a timestamp and then stays away', async () => {
    fakePushBrowser();
    const api = fakeApi({
      'POST /api/dismissals.php': {
        body: { user: member({ dismissals: { [FLAG]: new Date().toISOString() } }) },
      },
    });
    await renderApp('/pages/faq', { settings, user: member() });
    await screen.findByText(ALERT_TEXT);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Niet nu' }));
    await waitFor(() => expect(screen.queryByText(ALERT_TEXT)).toBeNull());
    expect(api.to('POST /api/dismissals.php')[0]?.body).toEqual({ flag: FLAG });
  });

  it('is not shown when refused, subscribed, without a push key, to visitors, or on the settings page', async () => {
    const cases = [
      { browser: { permission: 'denied' as const }, path: '/pages/faq', user: member() },
      { browser: { permission: 'granted' as const, subscribed: true }, path: '/pages/faq', user: member() },
      { browser: {}, path: '/pages/faq', user: member(), settings: { push_public_key: null } },
      { browser: {}, path: '/pages/faq', user: null },
      { browser: {}, path: '/notifications', user: member() },
    ];
    for (const each of cases) {
      fakePushBrowser(each.browser);
      fakeApi();
      const view = await renderApp(each.path, {
        settings: { ...settings, ...each.settings },
        user: each.user,
      });
      await screen.findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(ALERT_TEXT), JSON.stringify(each)).toBeNull();
      view.unmount();
      removePushBrowser();
      resetPushStateForTests();
    }
  });
});

describe('the push switch on /notifications', () => {
  it('shows this device subscribed and turns it off', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    fakeApi();
    await renderApp('/notifications', { settings, user: member() });
    const toggle = await screen.findByRole('switch', { name: 'Meldingen op dit apparaat' });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    await expectAxeClean();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('explains a refusal in the browser and leaves the switch off', async () => {
    fakePushBrowser({ permission: 'denied' });
    fakeApi();
    await renderApp('/notifications', { settings, user: member() });
    expect(await screen.findByText(/Je browser blokkeert meldingen van deze site/)).toBeTruthy();
    expect(
      (screen.getByRole('switch', { name: 'Meldingen op dit apparaat' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });
});

describe("the service worker's messages to the page (SPEC §7)", () => {
  it('refetches what a push changed, and opens the page of a clicked notification', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    const api = fakeApi();
    const { router } = await renderApp('/pages/faq', { settings, user: member() });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.to('GET /api/likes.php').length).toBeGreaterThan(0));
    const likes = api.to('GET /api/likes.php').length;
    browser.post({ type: 'NEW_PUSH_MESSAGE', data: { checkUrl: '/api/likes.php', openUrl: '/likes' } });
    await waitFor(() => expect(api.to('GET /api/likes.php').length).toBe(likes + 1));

    browser.post({ type: 'NEW_PUSH_CLICK', data: { checkUrl: '/api/chats.php', openUrl: '/chats' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    browser.post({ type: 'NEW_PUSH_CLICK', data: { checkUrl: '', openUrl: 'https://evil.example/chats' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("hands this browser's subscription to the server for the member who is logged in", async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    const api = fakeApi({ 'POST /api/user.php': { body: { user: testUser({ id: 8 }) } } });
    await renderApp('/pages/faq', { settings, user: testUser({ id: 8 }) });
    await waitFor(() => expect(api.to('POST /api/user.php')[0]?.body).toEqual(SUBSCRIPTION_JSON));
  });
});

describe('logging out', () => {
  it("ends this browser's push subscription, so the next person here gets none of the member's pushes", async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    fakeApi({ 'GET /api/logout.php': { body: { ok: true } } });
    await renderApp('/pages/faq', { settings, user: member() });
    const topBar = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    const user = userEvent.setup();
    await user.click(await within(topBar).findByRole('button', { name: 'Sanne' }));
    await user.click(within(topBar).getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalled());
  });
});
