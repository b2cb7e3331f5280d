import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { noLikes, testLikes } from './likes-fixtures.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const member = { settings: noEntryWarning, user: testUser() };
const tileNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]?.textContent);

describe('the likes overview', () => {
  it('lists who liked the member with new likes first and marked, then matches and sent likes', async () => {
    fakeApi({ 'GET /api/likes.php': { body: testLikes() } });
    await renderApp('/likes', member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Likes' })).toBeTruthy();

    const received = await screen.findByRole('region', { name: 'Vinden jou leuk' });
    expect(tileNames(received)).toEqual(['Daan, 30', 'Fenna, 30', 'Bram, 30']);
    const items = within(received).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText('Nieuw') !== null)).toEqual([true, true, false]);
    expect(
      within(received).getByRole('link', { name: 'Bekijk iedereen die jou leuk vindt (3)' }),
    ).toBeTruthy();

    expect(tileNames(screen.getByRole('region', { name: 'Matches' }))).toEqual(['Bram, 30']);
    // Eva was liked after Bram: newest first.
    expect(tileNames(screen.getByRole('region', { name: 'Jij vindt leuk' }))).toEqual([
      'Eva, 30',
      'Bram, 30',
    ]);
    // Liked profiles show a pressed button; the others offer a like back.
    expect(
      within(received).getByRole('button', { name: 'Bram niet meer liken' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(received).getByRole('button', { name: 'Daan liken' })).toBeTruthy();
  });

  it('counts the new likes in the top bar badge and in the page title', async () => {
    fakeApi({ 'GET /api/likes.php': { body: testLikes() } });
    await renderApp('/likes', member);
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    const likesLink = await within(nav).findByRole('link', { name: /2 nieuwe likes/ });
    expect(likesLink.getAttribute('href')).toBe('/likes');
    expect(
      within(nav)
        .getByRole('link', { name: /Leden zoeken/ })
        .getAttribute('href'),
    ).toBe('/members');
    await waitFor(() => expect(document.title).toBe('(2) Likes – Flirtlokaal'));
  });

  it('shows no badge and no count in the title without new likes', async () => {
    fakeApi({ 'GET /api/likes.php': { body: { ...testLikes(), liked_by: [{ id: 32, like_new: false }] } } });
    await renderApp('/likes', member);
    await screen.findByRole('region', { name: 'Vinden jou leuk' });
    await waitFor(() => expect(document.title).toBe('Likes – Flirtlokaal'));
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).queryByRole('link', { name: /nieuwe like/ })).toBeNull();
  });

  it('sends a visitor to the login, and shows a visitor no likes links', async () => {
    const api = fakeApi();
    const { router } = await renderApp('/likes', { settings: noEntryWarning });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/likes');
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).queryByRole('link', { name: /Likes/ })).toBeNull();
    expect(api.to('GET /api/likes.php')).toHaveLength(0);
  });

  it('says what each empty list will hold, with a way to search members', async () => {
    fakeApi({ 'GET /api/likes.php': { body: noLikes() } });
    await renderApp('/likes', member);
    const received = await screen.findByRole('region', { name: 'Vinden jou leuk' });
    expect(within(received).getByText(/^Nog niemand heeft je geliket/)).toBeTruthy();
    expect(within(received).getByRole('link', { name: 'Leden zoeken' }).getAttribute('href')).toBe(
      '/members',
    );
    expect(
      within(screen.getByRole('region', { name: 'Matches' })).getByText(/^Nog geen matches/),
    ).toBeTruthy();
  });
});

describe('one likes list', () => {
  it.each([
    ['received', 'Vinden jou leuk', ['Daan, 30', 'Fenna, 30', 'Bram, 30']],
    ['sent', 'Jij vindt leuk', ['Eva, 30', 'Bram, 30']],
    ['matches', 'Matches', ['Bram, 30']],
  ])('/likes/%s shows the whole list', async (type, title, names) => {
    fakeApi({ 'GET /api/likes.php': { body: testLikes() } });
    await renderApp(`/likes/${type}`, member);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(tileNames(screen.getByRole('main'))).toEqual(names));
    expect(screen.getByRole('link', { name: 'Alle likes' }).getAttribute('href')).toBe('/likes');
  });

  it('is the 404 page for another type', async () => {
    fakeApi({ 'GET /api/likes.php': { body: testLikes() } });
    await renderApp('/likes/everyone', member);
    expect(await screen.findByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeTruthy();
  });

  it('shows an empty list with a way to search members', async () => {
    fakeApi({ 'GET /api/likes.php': { body: noLikes() } });
    await renderApp('/likes/sent', member);
    expect(await screen.findByText('Je hebt nog niemand geliket.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toBeTruthy();
  });
});

describe('the like with one member', () => {
  it('shows both pictures, who liked whom, and offers a like back and the profile', async () => {
    fakeApi({ 'GET /api/likes.php': { body: testLikes() } });
    await renderApp('/likes/m/31', member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daan en jij' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto van Daan' }).getAttribute('src')).toBe(
      '/photos/daan-match.webp',
    );
    expect(screen.getByRole('img', { name: 'Jouw foto' })).toBeTruthy();
    expect(screen.getByText('Daan heeft jou geliket.')).toBeTruthy();
    expect(screen.queryByText('Jij hebt Daan geliket.')).toBeNull();
    expect(screen.getByText('Daan terug liken?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Daan liken' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk profiel' }).getAttribute('href')).toBe('/members/31');
  });

  it('says so for a match', async () => {
    fakeApi({ 'GET /api/likes.php': { body: testLikes() } });
    await renderApp('/likes/m/32', member);
    expect(await screen.findByText('Jullie vinden elkaar leuk: het is een match!')).toBeTruthy();
    expect(screen.getByText('Jij hebt Bram geliket.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bram niet meer liken' })).toBeTruthy();
  });

  it('says there is no like with a member outside the likes, and 404s for an id that is no number', async () => {
    fakeApi({ 'GET /api/likes.php': { body: testLikes() } });
    const { router } = await renderApp('/likes/m/99', member);
    expect(await screen.findByText('Er is geen like tussen jou en dit lid.')).toBeTruthy();
    await router.navigate('/likes/m/abc');
    expect(await screen.findByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeTruthy();
  });
});
