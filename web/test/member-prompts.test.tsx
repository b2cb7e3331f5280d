import type { CurrentUser } from '@community/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTimeBonusModalSession } from '../src/features/discounts/TimeBonusModal.tsx';
import { syncTimeBonus } from '../src/features/discounts/time-bonus.ts';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const NOW = new Date('2026-11-01T12:00:00.000Z').getTime();
const HOUR_MS = 3_600_000;
const noEntryWarning = { enable_site_entry_popup: 'no' } as const;

/** One hour after signup, unpaid, no credits and no photo: every member prompt applies. */
const newcomer = (overrides: Partial<CurrentUser> = {}) =>
  testUser({ signup_date: new Date(NOW - HOUR_MS).toISOString(), credits: 0, ...overrides });
const unconfirmed = (overrides: Partial<CurrentUser> = {}) => {
  const user = newcomer({ status: 'not_confirmed', ...overrides });
  return { ...user, profile: { ...user.profile, status: 'disabled' as const } };
};

const PHOTO_PROMPT = /Voeg een profielfoto toe/;
const WELCOME_BANNER = /Welkomstbonus: 25% korting op je credits!/;
const TIME_BONUS_MODAL = 'Welkomstbonus: 25% korting';
const ACTIVATION = 'Bevestig je e-mailadres';

beforeEach(() => {
  resetTimeBonusModalSession();
  vi.useFakeTimers({
    now: NOW,
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  act(() => syncTimeBonus(null));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** /chats (the members area, where the time-bonus modal comes after 40 s) for `user`. */
async function openChats(user: CurrentUser) {
  fakeApi({ 'GET /api/user.php': { body: { user } } });
  const view = await renderApp('/chats', { user, settings: noEntryWarning });
  await screen.findByRole('heading', { level: 1 });
  await act(() => vi.advanceTimersByTimeAsync(40_000));
  return view;
}

describe('member prompts', () => {
  it('a new member gets the photo prompt, the welcome banner and the time-bonus modal', async () => {
    await openChats(newcomer());
    expect(await screen.findByRole('dialog', { name: TIME_BONUS_MODAL })).toBeTruthy();
    expect(screen.getByText(PHOTO_PROMPT)).toBeTruthy();
    expect(screen.getByText(WELCOME_BANNER)).toBeTruthy();
  });

  it('a moderator in the same position gets none of them', async () => {
    await openChats(newcomer({ moderator: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(PHOTO_PROMPT)).toBeNull();
    expect(screen.queryByText(WELCOME_BANNER)).toBeNull();
  });

  it('an unconfirmed moderator is not reminded to confirm, an unconfirmed member is', async () => {
    const member = await openChats(unconfirmed());
    expect(screen.getByText(ACTIVATION)).toBeTruthy();
    member.unmount();
    await openChats(unconfirmed({ moderator: true }));
    expect(screen.queryByText(ACTIVATION)).toBeNull();
  });
});
