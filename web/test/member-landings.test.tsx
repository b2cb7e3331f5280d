import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { noEntryWarning, REGIONS, testTile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

/** Member landings (decision 0063): the teaser, the copy the slug picks, the way to the signup, /activate/done. */
const teaserApi = (member = testTile({ id: 21, name: 'Lotte', fictional: true })) =>
  fakeApi({
    'GET /api/regions.php': { body: { regions: REGIONS } },
    'GET /api/member-teaser.php': { body: { member } },
  });

describe('member landings', () => {
  it('show the teaser with the copy of the slug, the fictional disclosure, and lead to the member signup', async () => {
    const api = teaserApi();
    await renderApp('/members/21/landing2/flirt', { settings: noEntryWarning });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zin in een flirt met Lotte?' }),
    ).toBeTruthy();
    expect(api.to('GET /api/member-teaser.php')[0]?.query.get('id')).toBe('21');
    expect(screen.getByText('Lotte, 29')).toBeTruthy();
    expect(await screen.findByText('Utrecht, Nederland')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Profielfoto van Lotte' }).getAttribute('src')).toBe(
      '/photos/lotte-thumb.webp',
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Begin met flirten' }).getAttribute('href')).toBe(
      '/members/21/signup',
    );
    expect(screen.getByRole('link', { name: 'Al lid? Log in en chat meteen' }).getAttribute('href')).toBe(
      '/login?next=/members/21/chat',
    );
  });

  it('take the default copy for an unknown slug, and say plainly when the member cannot be seen', async () => {
    teaserApi(testTile({ id: 21, name: 'Lotte', main_image: null }));
    const first = await renderApp('/members/21/landing3/no-such-variant', { settings: noEntryWarning });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maak kennis met Lotte' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Lotte heeft nog geen profielfoto' })).toBeTruthy();
    first.unmount();
    fakeApi();
    await renderApp('/members/22/landing', { settings: noEntryWarning });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dit profiel is niet beschikbaar' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' }).getAttribute('href')).toBe('/signup');
  });

  it('lead /activate/done with the remembered member, then members to start with and the premium offer', async () => {
    fakeApi({
      'GET /api/regions.php': { body: { regions: REGIONS } },
      'GET /api/landing-member.php': { body: { member: testTile({ id: 21, name: 'Lotte' }) } },
      'GET /api/signup-matches.php': {
        body: { count: 1, profiles: [{ ...testTile({ id: 30, name: 'Mila' }), liked: false, match: false }] },
      },
    });
    await renderApp('/activate/done', { settings: noEntryWarning, user: testUser() });
    expect((await screen.findByRole('link', { name: 'Chat met Lotte' })).getAttribute('href')).toBe(
      '/members/21/chat',
    );
    expect(await screen.findByRole('link', { name: /Mila/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk de pakketten' }).getAttribute('href')).toBe('/credits');
    expect(screen.getByRole('link', { name: 'Meer over premium' }).getAttribute('href')).toBe('/premium');
  });

  it('ask a visitor on /activate/done to log in, and call nothing only members may call', async () => {
    const api = fakeApi();
    await renderApp('/activate/done', { settings: noEntryWarning });
    // The top bar has its own login link; the page's own leads back here.
    await waitFor(() =>
      expect(
        screen.getAllByRole('link', { name: 'Inloggen' }).map((link) => link.getAttribute('href')),
      ).toContain('/login?next=/activate/done'),
    );
    expect(api.to('GET /api/landing-member.php')).toHaveLength(0);
    expect(api.to('GET /api/signup-matches.php')).toHaveLength(0);
  });
});
