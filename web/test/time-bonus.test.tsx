import { type CurrentUser, countdownText, TIME_BONUS_WINDOW_S } from '@community/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/start-app.ts';
import { resetTimeBonusModalSession } from '../src/features/discounts/TimeBonusModal.tsx';
import { syncTimeBonus, timeBonusRunning, useTimeBonus } from '../src/features/discounts/time-bonus.ts';
import { setCurrentUser } from '../src/features/session/user-api.ts';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const NOW = new Date('2026-11-01T12:00:00.000Z').getTime();
const HOUR_MS = 3_600_000;
/** A member who signed up `ago` ms before NOW. */
const signedUp = (ago: number, overrides: Partial<CurrentUser> = {}) =>
  testUser({ signup_date: new Date(NOW - ago).toISOString(), credits: 0, ...overrides });

beforeEach(() => {
  resetTimeBonusModalSession();
});
afterEach(() => {
  act(() => syncTimeBonus(null));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function Countdown({ label }: { label: string }) {
  const bonus = useTimeBonus();
  return <p data-testid={label}>{bonus.visible ? countdownText(bonus.secondsLeft) : 'none'}</p>;
}

/** Three places that show the countdown, for the member `user`. */
function renderCountdowns(user: CurrentUser | null) {
  const queryClient = createQueryClient();
  setCurrentUser(queryClient, user);
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = render(
    wrap(
      <>
        <Countdown label="top" />
        <Countdown label="modal" />
        <Countdown label="page" />
      </>,
    ),
  );
  const texts = () => ['top', 'modal', 'page'].map((label) => screen.getByTestId(label).textContent);
  return { ...view, queryClient, texts };
}

/** The session now holds `user` (TanStack Query tells its observers on the next task). */
async function changeMember(queryClient: QueryClient, user: CurrentUser | null) {
  await act(async () => {
    setCurrentUser(queryClient, user);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the time bonus countdown', () => {
  // Only the clock and intervals are fake: vi.getTimerCount() counts the countdowns that run.
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
  });

  it('shows hours:minutes:seconds, zero-padded, and ticks every second: one timer for every place showing it', async () => {
    const { texts } = renderCountdowns(signedUp(HOUR_MS - 1_000));
    expect(texts()).toEqual(['03:00:01', '03:00:01', '03:00:01']);
    expect(vi.getTimerCount()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(texts()).toEqual(['03:00:00', '03:00:00', '03:00:00']);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(texts()).toEqual(['02:59:59', '02:59:59', '02:59:59']);
    await act(() => vi.advanceTimersByTimeAsync(3_600_000 + 59_000));
    expect(texts()[0]).toBe('01:59:00');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops at zero: hidden and no timer left', async () => {
    const { texts } = renderCountdowns(signedUp(TIME_BONUS_WINDOW_S * 1000 - 2_000));
    expect(texts()[0]).toBe('00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(texts()[0]).toBe('00:00:01');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(texts()).toEqual(['none', 'none', 'none']);
    expect(timeBonusRunning()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is cleared when the member becomes paid', async () => {
    const member = signedUp(HOUR_MS);
    const { texts, queryClient } = renderCountdowns(member);
    expect(texts()[0]).toBe('03:00:00');
    await changeMember(queryClient, { ...member, paid_user: true });
    expect(texts()).toEqual(['none', 'none', 'none']);
    expect(timeBonusRunning()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is cleared on logout', async () => {
    const { texts, queryClient } = renderCountdowns(signedUp(HOUR_MS));
    expect(texts()[0]).toBe('03:00:00');
    await changeMember(queryClient, null);
    expect(texts()).toEqual(['none', 'none', 'none']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never starts when signup is older than 4 hours, for a paid member, or for a visitor', async () => {
    for (const user of [signedUp(4 * HOUR_MS), signedUp(HOUR_MS, { paid_user: true }), null]) {
      const { texts, unmount } = renderCountdowns(user);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(texts()).toEqual(['none', 'none', 'none']);
      expect(vi.getTimerCount()).toBe(0);
      unmount();
    }
  });

  it('restarts for another member: still one countdown', async () => {
    const { texts, queryClient } = renderCountdowns(signedUp(HOUR_MS));
    expect(texts()[0]).toBe('03:00:00');
    await changeMember(queryClient, signedUp(2 * HOUR_MS, { id: 8 }));
    expect(texts()[0]).toBe('02:00:00');
    expect(vi.getTimerCount()).toBe(1);
  });
});

/** The fake server for a members-area page; `user` is what the session refresh answers. */
function membersAreaApi(user: CurrentUser) {
  return fakeApi({
    'GET /api/user.php': { body: { user } },
    'POST /api/dismissals.php': (call) => ({
      body: {
        user: {
          ...user,
          dismissals: { [(call.body as { flag: string }).flag]: new Date().toISOString() },
        },
      },
    }),
  });
}

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;

describe('the time-bonus modal', () => {
  // Timers that also move with real time, so the app renders and the fake server answers as usual; the countdown
  // may therefore be a second further than the fake time alone would make it.
  beforeEach(() => {
    vi.useFakeTimers({
      now: NOW,
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });

  it('opens 40 s after entering the members area with 25% and the time left, links to /credits; axe-clean', async () => {
    const member = signedUp(HOUR_MS);
    membersAreaApi(member);
    const { router } = await renderApp('/chats', { user: member, settings: noEntryWarning });
    await screen.findByRole('heading', { level: 1 });
    await act(() => vi.advanceTimersByTimeAsync(39_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const dialog = await screen.findByRole('dialog', { name: 'Welkomstbonus: 25% korting' });
    expect(within(dialog).getByText('25%')).toBeTruthy();
    const shown = () => within(dialog).getByText(/^\d\d:\d\d:\d\d$/).textContent;
    expect(shown()).toMatch(/^02:59:(19|20)$/);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(shown()).toMatch(/^02:59:(18|19)$/);
    await expectNoAxeViolations();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Claim je korting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
  });

  it('keeps counting the 40 s while the member moves within the members area', async () => {
    const member = signedUp(HOUR_MS);
    membersAreaApi(member);
    const { router } = await renderApp('/chats', { user: member, settings: noEntryWarning });
    await screen.findByRole('heading', { level: 1 });
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await act(() => router.navigate('/likes'));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByRole('dialog', { name: 'Welkomstbonus: 25% korting' })).toBeTruthy();
  });

  it('closing it stores the dismissal flag hide-time-bonus-modal', async () => {
    const member = signedUp(HOUR_MS);
    const api = membersAreaApi(member);
    await renderApp('/chats', { user: member, settings: noEntryWarning });
    await screen.findByRole('heading', { level: 1 });
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    const dialog = await screen.findByRole('dialog', { name: 'Welkomstbonus: 25% korting' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nee, bedankt' }));
    await waitFor(() => expect(api.to('POST /api/dismissals.php')).toHaveLength(1));
    expect(api.to('POST /api/dismissals.php')[0]?.body).toEqual({ flag: 'hide-time-bonus-modal' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['has credits', signedUp(HOUR_MS, { credits: 5 }), '/chats'],
    [
      'dismissed it earlier',
      signedUp(HOUR_MS, { dismissals: { 'hide-time-bonus-modal': new Date(NOW - HOUR_MS).toISOString() } }),
      '/chats',
    ],
    ['has paid', signedUp(HOUR_MS, { paid_user: true }), '/chats'],
    ['signed up more than 4 hours ago', signedUp(4 * HOUR_MS + 1_000), '/chats'],
    ['is outside the members area', signedUp(HOUR_MS), '/notifications'],
  ])('does not open for a member who %s', async (_, member, path) => {
    membersAreaApi(member);
    await renderApp(path, { user: member, settings: noEntryWarning });
    await screen.findByRole('heading', { level: 1 });
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the time bonus ends while it is open', async () => {
    const member = signedUp(TIME_BONUS_WINDOW_S * 1000 - 45_000);
    membersAreaApi(member);
    await renderApp('/chats', { user: member, settings: noEntryWarning });
    await screen.findByRole('heading', { level: 1 });
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    const dialog = await screen.findByRole('dialog', { name: 'Welkomstbonus: 25% korting' });
    expect(within(dialog).getByText(/^00:00:0[45]$/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
