import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPushStateForTests } from '../src/features/push/push-state.ts';
import { fakeApi } from './account-fake-api.ts';
import { fakePushBrowser, PUSH_KEY, removePushBrowser } from './push-fakes.ts';
import { renderApp, testUser } from './render-app.tsx';

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  removePushBrowser();
  resetPushStateForTests();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function start(subscribed: boolean) {
  fakePushBrowser({ permission: 'granted', subscribed });
  const api = fakeApi();
  await renderApp('/pages/faq', {
    settings: { enable_site_entry_popup: 'no', push_public_key: PUSH_KEY },
    user: testUser(),
  });
  await screen.findByRole('heading', { level: 1 });
  const loads = () =>
    ['GET /api/user.php', 'GET /api/likes.php', 'GET /api/chats.php'].map((call) => api.to(call).length);
  return { loads };
}

describe('the refresh of user, likes and chats (SPEC §9)', () => {
  it('slows to every 300 s while this browser has a push subscription', async () => {
    const { loads } = await start(true);
    await advance(5_500);
    const [user, likes, chats] = loads();
    await advance(120_000);
    expect(loads()).toEqual([user, likes, chats]);
    await advance(180_000);
    await waitFor(() => expect(loads()).toEqual([(user ?? 0) + 1, (likes ?? 0) + 1, (chats ?? 0) + 1]));
  });

  it('stays at every 60 s without one', async () => {
    const { loads } = await start(false);
    await advance(5_500);
    const [user, likes] = loads();
    await advance(60_000);
    await waitFor(() => expect(loads().slice(0, 2)).toEqual([(user ?? 0) + 1, (likes ?? 0) + 1]));
  });
});
