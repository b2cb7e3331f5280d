import type { LikeResponse } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from './account-fake-api.ts';
import { likedProfile } from './likes-fixtures.ts';
import { memberApi, noEntryWarning, testProfile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const eva = { id: 12, name: 'Eva', main_image: testProfile().main_image };
const likeAnswer = (match: boolean): { body: LikeResponse } => ({
  body: { liked: true, match, profile: eva },
});
const heading = () => screen.findByRole('heading', { level: 1, name: 'Eva' });
const matchDialog = () => screen.findByRole('dialog', { name: "It's a Match" });

describe('liking a member on their profile', () => {
  it('opens "It\'s a Match" with their picture when they like back, which a click anywhere closes', async () => {
    let liked = false;
    const api = memberApi(() => testProfile({ liked, match: liked }), {
      'POST /api/like.php': () => {
        liked = true;
        return likeAnswer(true);
      },
    });
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    const like = screen.getByRole('button', { name: 'Eva liken' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(like);

    const dialog = await matchDialog();
    expect(api.to('POST /api/like.php')[0]?.body).toEqual({ id: 12, source: 'profile' });
    expect(within(dialog).getByText('Jij en Eva vinden elkaar leuk.')).toBeTruthy();
    const photo = within(dialog).getByRole('button', { name: 'Chat met Eva' });
    expect(photo.querySelector('img')?.getAttribute('src')).toBe('/photos/eva.webp');
    // The profile reloads: the button is pressed and the page says it is a match.
    expect(await screen.findByText('Het is een match: jij en Eva vinden elkaar leuk.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eva niet meer liken' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await userEvent.click(within(dialog).getByText('Jij en Eva vinden elkaar leuk.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens no modal for a like that is not returned', async () => {
    const api = memberApi(testProfile(), { 'POST /api/like.php': likeAnswer(false) });
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Eva liken' }));
    await waitFor(() => expect(api.to('POST /api/like.php')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Eva niet meer liken' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends one like for a double click, and a second press takes the like back', async () => {
    const answer = deferred<{ body: LikeResponse }>();
    const api = memberApi(testProfile(), {
      'POST /api/like.php': () => answer.promise,
      'DELETE /api/like.php': { body: { liked: false } },
    });
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Eva liken' }));
    answer.resolve(likeAnswer(false));
    const unlike = await screen.findByRole('button', { name: 'Eva niet meer liken' });
    expect(api.to('POST /api/like.php')).toHaveLength(1);

    await userEvent.click(unlike);
    const likeAgain = await screen.findByRole('button', { name: 'Eva liken' });
    expect(likeAgain.getAttribute('aria-pressed')).toBe('false');
    expect(api.to('DELETE /api/like.php').map((call) => call.body)).toEqual([{ id: 12 }]);
  });

  it("says why a like is refused, in the member's language", async () => {
    memberApi(testProfile(), {
      'POST /api/like.php': { status: 403, body: { error: 'email_not_confirmed' } },
    });
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Eva liken' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bevestig eerst je e-mailadres. Daarna kun je likes geven en ontvangen.',
    );
    expect(screen.getByRole('button', { name: 'Eva liken' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor to log in instead of liking', async () => {
    const api = memberApi(testProfile());
    await renderApp('/members/12', { settings: noEntryWarning });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Eva liken' }));
    const prompt = await screen.findByRole('dialog', { name: 'Log in om verder te gaan' });
    expect(within(prompt).getByText(/^Je moet ingelogd zijn/)).toBeTruthy();
    expect(api.to('POST /api/like.php')).toHaveLength(0);
  });

  it('clears the new like of the opened profile from the top bar badge', async () => {
    let opened = false;
    memberApi(
      () => {
        opened = true;
        return testProfile();
      },
      {
        'GET /api/likes.php': () => ({
          body: {
            profiles: [likedProfile(12, 'Eva', { liked_me_at: '2026-11-03T10:00:00.000Z' })],
            liked_by: [{ id: 12, like_new: !opened }],
          },
        }),
      },
    );
    const { router } = await renderApp('/likes', { settings: noEntryWarning, user: testUser() });
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(await within(nav).findByRole('link', { name: /1 nieuwe like/ })).toBeTruthy();
    await router.navigate('/members/12');
    await heading();
    await waitFor(() => expect(within(nav).queryByRole('link', { name: /nieuwe like/ })).toBeNull());
    expect(within(nav).getByRole('link', { name: /Likes/ })).toBeTruthy();
  });
});

describe('the match modal', () => {
  it('leads to the chat from the button and from the photo', async () => {
    memberApi(testProfile({ id: 31, name: 'Daan' }), {
      'GET /api/likes.php': {
        body: {
          profiles: [likedProfile(31, 'Daan', { liked_me_at: '2026-11-03T10:00:00.000Z' })],
          liked_by: [{ id: 31, like_new: false }],
        },
      },
      'POST /api/like.php': {
        body: { liked: true, match: true, profile: { id: 31, name: 'Daan', main_image: null } },
      },
    });
    const { router } = await renderApp('/likes/received', { settings: noEntryWarning, user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Daan liken' }));
    const dialog = await matchDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stuur Daan een bericht' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/31/chat'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await router.navigate('/likes/received');
    // The likes page, not the profile page that is going away.
    await screen.findByRole('heading', { level: 1, name: 'Vinden jou leuk' });
    await userEvent.click(await screen.findByRole('button', { name: 'Daan liken' }));
    await userEvent.click(within(await matchDialog()).getByRole('button', { name: 'Chat met Daan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/31/chat'));
  });
});
