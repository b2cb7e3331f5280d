import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../src/i18n/i18n.ts';
import { fakeApi } from './account-fake-api.ts';
import { memberApi, noEntryWarning, REGIONS, testProfile, testTile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Eva' });

describe('the member profile view', () => {
  it('shows the main photo, name, age, region and country, with the name as page title', async () => {
    const api = memberApi(testProfile());
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    expect(api.to('GET /api/member.php')[0]?.query.get('id')).toBe('12');
    expect(screen.getByRole('img', { name: 'Profielfoto van Eva' }).getAttribute('src')).toBe(
      '/photos/eva.webp',
    );
    expect(await screen.findByText('34 jaar · Noord-Holland · Nederland')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Eva – Flirtlokaal'));
  });

  it('serves photos through the CDN when the site has one, and shows a placeholder without a main photo', async () => {
    memberApi(testProfile({ main_image: null }));
    await renderApp('/members/12', {
      settings: { ...noEntryWarning, cdn_prefix: 'https://cdn.example.nl/' },
      user: testUser(),
    });
    await heading();
    expect(screen.getByRole('img', { name: 'Eva heeft nog geen profielfoto' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Profielfoto van Eva' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Foto 1 van Eva vergroten' }).getAttribute('src')).toBe(
      'https://cdn.example.nl/photos/eva-thumb.webp',
    );
  });

  it('shows the profile fields the answer holds, and nothing for the ones it leaves out or that are empty', async () => {
    const texts = await createI18n('nl');
    memberApi(
      testProfile({
        hair_color: 'blond',
        relationship_status: 'single',
        eye_color: null,
        interests: ['travelling'],
        description: 'Ik hou van lange wandelingen.',
      }),
    );
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    const details = screen.getByRole('region', { name: 'Kenmerken' });
    const label = (field: string) => texts.t(`profileFields.${field}.label`);
    expect(within(details).getByText(label('hair_color'))).toBeTruthy();
    expect(within(details).getByText(texts.t('profileFields.hair_color.blond'))).toBeTruthy();
    expect(within(details).getByText(texts.t('profileFields.relationship_status.single'))).toBeTruthy();
    expect(within(details).queryByText(label('eye_color'))).toBeNull();
    expect(within(details).queryByText(label('gender'))).toBeNull();
    expect(within(details).getAllByRole('term')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Interesses' })).getByText(texts.t('interests.travelling')),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Over Eva' })).getByText('Ik hou van lange wandelingen.'),
    ).toBeTruthy();
  });

  it('shows no field sections when the site shows none of them', async () => {
    memberApi(testProfile());
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    expect(screen.queryByRole('region', { name: 'Kenmerken' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Interesses' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Over Eva' })).toBeNull();
  });

  it('warns with the site texts and icon on a fictional profile only', async () => {
    memberApi(testProfile({ fictional: true }));
    const first = await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    const main = () => within(screen.getByRole('main'));
    expect(main().getByText('Sommige profielen zijn fictief.')).toBeTruthy();
    expect(main().getAllByText('Fictief').length).toBeGreaterThan(0);
    first.unmount();

    memberApi(testProfile({ fictional: false }));
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    expect(main().queryByText('Sommige profielen zijn fictief.')).toBeNull();
    expect(main().queryByText('Fictief')).toBeNull();
  });

  it('opens a photo larger, walks the photos with the arrow keys and closes with Escape', async () => {
    memberApi(testProfile());
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Foto 1 van Eva vergroten' }));
    const viewer = await screen.findByRole('dialog', { name: "Foto's van Eva (1 van 2)" });
    expect(within(viewer).getByRole('img', { name: 'Foto 1 van Eva' }).getAttribute('src')).toBe(
      '/photos/eva.webp',
    );
    await user.keyboard('{ArrowRight}');
    expect(
      within(await screen.findByRole('dialog', { name: "Foto's van Eva (2 van 2)" }))
        .getByRole('img', { name: 'Foto 2 van Eva' })
        .getAttribute('src'),
    ).toBe('/photos/eva-beach.webp');
    await user.click(screen.getByRole('button', { name: 'Volgende foto' }));
    expect(await screen.findByRole('dialog', { name: "Foto's van Eva (1 van 2)" })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists related profiles as tiles leading to their own page', async () => {
    memberApi(testProfile(), {}, [testTile()]);
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    await heading();
    const related = screen.getByRole('region', { name: 'Vergelijkbare profielen' });
    expect(within(related).getByRole('link', { name: 'Lotte, 29' }).getAttribute('href')).toBe('/members/21');
    expect(await within(related).findByText('Utrecht')).toBeTruthy();
    expect(related.querySelector('img')?.getAttribute('src')).toBe('/photos/lotte-thumb.webp');
  });

  it('shows the owner their own public view with a link to edit it, and no block button', async () => {
    memberApi(testProfile({ id: 7, name: 'Sanne' }));
    await renderApp('/members/7', { settings: noEntryWarning, user: testUser() });
    await screen.findByRole('heading', { level: 1, name: 'Sanne' });
    expect(screen.getByRole('link', { name: 'Mijn profiel bewerken' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: 'Blokkeren' })).toBeNull();
  });
});

describe('a member page that cannot be shown', () => {
  it('gives the 404 page for an unknown or hidden member', async () => {
    fakeApi({
      'GET /api/regions.php': { body: { regions: REGIONS } },
      'GET /api/member.php': { status: 404, body: { error: 'not_found' } },
    });
    await renderApp('/members/999', { settings: noEntryWarning, user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeTruthy();
    expect(screen.getByText('Foutcode 404')).toBeTruthy();
  });

  it.each(['abc', '12abc', '0', '-3', '1e3'])(
    'gives the 404 page for /members/%s without asking the server',
    async (id) => {
      const api = fakeApi();
      await renderApp(`/members/${id}`, { settings: noEntryWarning, user: testUser() });
      expect(
        await screen.findByRole('heading', { name: 'Deze pagina kon niet worden gevonden' }),
      ).toBeTruthy();
      expect(api.to('GET /api/member.php')).toHaveLength(0);
    },
  );

  it('says the profile cannot be viewed when its member blocked the viewer', async () => {
    fakeApi({ 'GET /api/member.php': { status: 403, body: { error: 'blocked_by_member' } } });
    await renderApp('/members/12', { settings: noEntryWarning, user: testUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dit profiel kun je niet bekijken' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Dit lid heeft je geblokkeerd. Daarom kun je dit profiel niet bekijken.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/members');
  });

  it('leaves /members/{id}/signup to the member signup page', async () => {
    const api = fakeApi();
    const { router } = await renderApp('/members/12/signup', { settings: noEntryWarning });
    await waitFor(() => expect(router.state.matches.at(-1)?.route.id).toBe('members-id-signup'));
    expect(api.to('GET /api/member.php')).toHaveLength(0);
  });
});
