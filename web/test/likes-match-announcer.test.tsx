import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { likedProfile, testLikes } from './likes-fixtures.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const member = { settings: noEntryWarning, user: testUser() };
/** Sanne liked Bram earlier; Bram has just liked her back (a new like): a match she has not seen yet. */
const bramLikedBack = () => ({
  ...testLikes(),
  profiles: [
    likedProfile(32, 'Bram', {
      liked: true,
      match: true,
      liked_at: '2026-11-02T10:00:00.000Z',
      liked_me_at: '2026-11-03T09:00:00.000Z',
    }),
  ],
  liked_by: [{ id: 32, like_new: true }],
});

describe('the match for the member who liked first', () => {
  it('opens the match modal once when the likes reveal that a liked member liked back', async () => {
    fakeApi({ 'GET /api/likes.php': { body: bramLikedBack() } });
    const first = await renderApp('/members/99', member);
    const dialog = await screen.findByRole('dialog', { name: "It's a Match" });
    expect(within(dialog).getAllByText(/Bram/).length).toBeGreaterThan(0);
    await userEvent.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "It's a Match" })).toBeNull());
    first.unmount();

    // A reload with the like still new: already celebrated in this browser.
    await renderApp('/likes', member);
    await screen.findByRole('region', { name: 'Vinden jou leuk' });
    expect(screen.queryByRole('dialog', { name: "It's a Match" })).toBeNull();
  });

  it('stays quiet for new likes that are not matches and for matches already seen', async () => {
    fakeApi({ 'GET /api/likes.php': { body: testLikes() } });
    await renderApp('/likes', member);
    await screen.findByRole('region', { name: 'Vinden jou leuk' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
