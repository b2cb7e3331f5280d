import type { LikesResponse } from '@community/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from './account-fake-api.ts';
import { likedProfile, testLikes } from './likes-fixtures.ts';
import { memberApi, noEntryWarning, testProfile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

beforeEach(() => {
  // Fake timers that still move with real time, so rendering and the fake server work as usual.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const lotte = likedProfile(21, 'Lotte');
const autoLikeApi = (profile: typeof lotte | null) =>
  memberApi(testProfile(), {
    'GET /api/auto-like.php': {
      body: { profile: profile && { id: profile.id, name: profile.name, main_image: profile.main_image } },
    },
    'GET /api/likes.php': { body: testLikes() },
    // The session refresh (every 60 s from 5 s on) keeps the member logged in.
    'GET /api/user.php': { body: { user: testUser() } },
  });

describe('the auto-like', () => {
  it('after t seconds shows "New like!", reloads the likes 500 ms later and takes t out of the address', async () => {
    const api = autoLikeApi(lotte);
    const { router } = await renderApp('/members/12?t=30&ref=mail', {
      settings: noEntryWarning,
      user: testUser(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Eva' });
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(api.to('GET /api/auto-like.php')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe like!' });
    expect(api.to('GET /api/auto-like.php')).toHaveLength(1);
    expect(within(dialog).getByText('Lotte vindt jou leuk.')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: 'Chat met Lotte' })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/photos/lotte-match.webp');
    expect(router.state.location.pathname).toBe('/members/12');
    expect(router.state.location.search).toBe('?ref=mail');

    const likesBefore = api.to('GET /api/likes.php').length;
    await act(() => vi.advanceTimersByTimeAsync(550));
    await waitFor(() => expect(api.to('GET /api/likes.php').length).toBe(likesBefore + 1));

    await userEvent.click(within(dialog).getByText('Lotte vindt jou leuk.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Once: t is gone, nothing more is asked.
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(api.to('GET /api/auto-like.php')).toHaveLength(1);
  });

  it('shows nothing when no like is due, and still takes t out', async () => {
    const api = autoLikeApi(null);
    const { router } = await renderApp('/members/12?t=2', { settings: noEntryWarning, user: testUser() });
    await screen.findByRole('heading', { level: 1, name: 'Eva' });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(api.to('GET /api/auto-like.php')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    const api = autoLikeApi(lotte);
    const { router } = await renderApp('/members/12?t=1', { settings: noEntryWarning });
    await screen.findByRole('heading', { level: 1, name: 'Eva' });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(api.to('GET /api/auto-like.php')).toHaveLength(0);
    expect(router.state.location.search).toBe('?t=1');
  });
});

describe('the likes refresh', () => {
  it('reloads the likes every 60 s from 5 s after the start, without the progress bar', async () => {
    const hold = deferred<{ body: LikesResponse }>();
    let answered = 0;
    const api = memberApi(testProfile(), {
      'GET /api/user.php': { body: { user: testUser() } },
      // The first load answers; the refreshes stay under way until the test ends.
      'GET /api/likes.php': () => (answered++ === 0 ? { body: testLikes() } : hold.promise),
    });
    await renderApp('/likes', { settings: noEntryWarning, user: testUser() });
    await screen.findByRole('region', { name: 'Vinden jou leuk' });
    expect(api.to('GET /api/likes.php')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(api.to('GET /api/likes.php')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(api.to('GET /api/likes.php')).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    await waitFor(() => expect(api.to('GET /api/likes.php')).toHaveLength(3));
    hold.resolve({ body: testLikes() });
  });

  it('shows the progress bar on the first load', async () => {
    const hold = deferred<{ body: LikesResponse }>();
    memberApi(testProfile(), { 'GET /api/likes.php': () => hold.promise });
    await renderApp('/likes', { settings: noEntryWarning, user: testUser() });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    hold.resolve({ body: testLikes() });
  });
});
