import type { DiscoveryTile, SignupMatchesResponse } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { noEntryWarning, REGIONS, testTile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

const lotte: DiscoveryTile = { ...testTile(), liked: false, match: false };
const eva: DiscoveryTile = {
  ...testTile({ id: 12, name: 'Eva', age: 34, region: 'NH' }),
  liked: true,
  match: false,
};

function matchesApi(answer: SignupMatchesResponse) {
  return fakeApi({
    'GET /api/regions.php': { body: { regions: REGIONS } },
    'GET /api/signup-matches.php': { body: answer },
    'POST /api/like.php': (call) => ({
      body: {
        liked: true,
        match: false,
        profile: { id: (call.body as { id: number }).id, name: 'Lotte', main_image: null },
      },
    }),
  });
}

const unconfirmed = () =>
  testUser({ status: 'not_confirmed', profile: { ...testUser().profile, status: 'disabled' } });
const title = () => screen.findByRole('heading', { level: 1, name: 'Jouw matches' }, { timeout: 5000 });
const matchList = () => screen.findByRole('list', { name: 'Jouw matches' });

describe('the signup matches', { timeout: 20_000 }, () => {
  it('shows an unconfirmed member how many match and who, and that confirming the e-mail unlocks contact', async () => {
    const api = matchesApi({ count: 2, profiles: [lotte, eva] });
    await renderApp('/signup-matches', { settings: noEntryWarning, user: unconfirmed() });
    await title();
    expect(await screen.findByText('We hebben 2 leden gevonden die bij je passen.')).toBeTruthy();
    const note = screen.getByRole('heading', {
      name: 'Bevestig je e-mailadres om contact te leggen',
    }).parentElement;
    expect(note?.textContent).toContain(
      'Zodra je je e-mailadres hebt bevestigd, kun je deze profielen bekijken, liken en met ze chatten. We hebben de link naar sanne@example.nl gestuurd.',
    );
    expect(within(note as HTMLElement).getByRole('button', { name: 'E-mail opnieuw sturen' })).toBeTruthy();
    const list = await matchList();
    expect(within(list).getByText('Lotte, 29')).toBeTruthy();
    expect(within(list).getByText('Eva, 34')).toBeTruthy();
    expect(await within(list).findByText('Utrecht')).toBeTruthy();
    // Not yet: no way to the profiles, no likes.
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(api.to('POST /api/like.php')).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Jouw matches – Flirtlokaal'));
  });

  it('lets an active member open and like the matches', async () => {
    const api = matchesApi({ count: 2, profiles: [lotte, eva] });
    await renderApp('/signup-matches', { settings: noEntryWarning, user: testUser() });
    await title();
    const list = await matchList();
    expect(
      screen.queryByRole('heading', { name: 'Bevestig je e-mailadres om contact te leggen' }),
    ).toBeNull();
    expect(within(list).getByRole('link', { name: 'Lotte, 29' }).getAttribute('href')).toBe('/members/21');
    expect(within(list).getByRole('link', { name: 'Eva, 34' }).getAttribute('href')).toBe('/members/12');
    expect(
      within(list).getByRole('button', { name: 'Eva niet meer liken' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Lotte liken' }));
    await waitFor(() =>
      expect(api.to('POST /api/like.php').map((call) => call.body)).toEqual([
        { id: 21, source: 'signup_matches' },
      ]),
    );
    expect(screen.getByRole('link', { name: 'Meer leden zoeken' }).getAttribute('href')).toBe('/members');
  });

  it('speaks of one member, and of none', async () => {
    matchesApi({ count: 1, profiles: [lotte] });
    const first = await renderApp('/signup-matches', { settings: noEntryWarning, user: testUser() });
    expect(
      await screen.findByText('We hebben 1 lid gevonden dat bij je past.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    first.unmount();

    matchesApi({ count: 0, profiles: [] });
    await renderApp('/signup-matches', { settings: noEntryWarning, user: testUser() });
    expect(
      await screen.findByText(
        'We hebben nog geen leden gevonden die bij je passen. Er komen elke dag nieuwe leden bij, dus kijk snel weer.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Meer leden zoeken' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /liken/ })).toHaveLength(0);
  });

  it('sends a visitor to the login first', async () => {
    const api = matchesApi({ count: 0, profiles: [] });
    const { router } = await renderApp('/signup-matches', { settings: noEntryWarning });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/signup-matches');
    expect(api.to('GET /api/signup-matches.php')).toHaveLength(0);
  });

  it.each([
    ['the last signup step, before confirming', '/complete-signup', unconfirmed],
    ['the last signup step, once confirmed', '/complete-signup', () => testUser()],
    ['the activation success page', '/activate/done', () => testUser()],
  ])('is linked from %s', async (_, path, user) => {
    matchesApi({ count: 0, profiles: [] });
    await renderApp(path, { settings: noEntryWarning, user: user() });
    const link = await screen.findByRole(
      'link',
      { name: 'Bekijk de leden die bij je passen' },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe('/signup-matches');
  });
});
