import type { MemberPhoto } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../src/features/session/user-api.ts';
import { memberApi, noEntryWarning, testProfile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

const locked: MemberPhoto = { id: 102, locked: true, thumb_filename: null, filename: null };
const unlocked: MemberPhoto = {
  id: 102,
  locked: false,
  thumb_filename: 'eva-private-thumb.webp',
  filename: 'eva-private.webp',
};
const withPrivatePhoto = () =>
  testProfile({
    photos: [{ id: 101, locked: false, thumb_filename: 'eva-thumb.webp', filename: 'eva.webp' }, locked],
  });

async function openEva(routes: Parameters<typeof memberApi>[1] = {}, user = testUser()) {
  const api = memberApi(withPrivatePhoto(), routes);
  const view = await renderApp('/members/12', { settings: noEntryWarning, user });
  await screen.findByRole('heading', { level: 1, name: 'Eva' });
  return { api, ...view };
}

describe('a private photo on a member page', () => {
  it('shows a lock instead of the photo, with the price to see it', async () => {
    await openEva();
    const photos = screen.getByRole('region', { name: "Foto's" });
    expect(within(photos).getByText('Privéfoto 2')).toBeTruthy();
    expect(within(photos).getAllByRole('img')).toHaveLength(1);
    expect(within(photos).getByRole('button', { name: 'Bekijken voor 10 credits' })).toBeTruthy();
  });

  it('unlocks for credits: the photo replaces the lock and the balance follows', async () => {
    const { api, queryClient } = await openEva({
      'POST /api/photo-unlock.php': { body: { photo: unlocked, user: testUser({ credits: 0 }) } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bekijken voor 10 credits' }));
    const photo = await screen.findByRole('img', { name: 'Foto 2 van Eva vergroten' });
    expect(photo.getAttribute('src')).toBe('/photos/eva-private-thumb.webp');
    expect(api.to('POST /api/photo-unlock.php').map((call) => call.body)).toEqual([{ id: 102 }]);
    expect(screen.queryByText('Privéfoto 2')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bekijken voor 10 credits' })).toBeNull();
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toMatchObject({ credits: 0 });
    await user.click(photo);
    expect(
      within(await screen.findByRole('dialog'))
        .getByRole('img', { name: 'Foto 2 van Eva' })
        .getAttribute('src'),
    ).toBe('/photos/eva-private.webp');
  });

  it('says there are not enough credits when the balance is too low, and keeps the lock', async () => {
    await openEva({ 'POST /api/photo-unlock.php': { status: 402, body: { error: 'insufficient_credits' } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bekijken voor 10 credits' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Je hebt onvoldoende credits');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/credits');
    expect(screen.getByText('Privéfoto 2')).toBeTruthy();
  });
});

describe('a visitor on a member page', () => {
  it('sees the profile, and is asked to log in or sign up on unlocking or blocking', async () => {
    const api = memberApi(withPrivatePhoto());
    await renderApp('/members/12', { settings: noEntryWarning });
    await screen.findByRole('heading', { level: 1, name: 'Eva' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Bekijken voor 10 credits' }));
    let prompt = await screen.findByRole('dialog', { name: 'Log in om verder te gaan' });
    expect(within(prompt).getByText(/^Je moet ingelogd zijn/)).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe(
      '/login?next=%2Fmembers%2F12',
    );
    expect(within(prompt).getByRole('button', { name: 'Meld je gratis aan' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Blokkeren' }));
    prompt = await screen.findByRole('dialog', { name: 'Log in om verder te gaan' });
    await user.click(within(prompt).getByRole('button', { name: 'Meld je gratis aan' }));
    // The signup modal takes over (SPEC §2: starting signup opens the modal for a visitor on a desktop).
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log in om verder te gaan' })).toBeNull(),
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();

    expect(api.to('POST /api/photo-unlock.php')).toHaveLength(0);
    expect(api.to('POST /api/block.php')).toHaveLength(0);
  });

  it('comes back to the member page after logging in from the prompt', async () => {
    memberApi(withPrivatePhoto(), { 'POST /api/user.php': { body: { user: testUser() } } });
    const { router } = await renderApp('/members/12', { settings: noEntryWarning });
    await screen.findByRole('heading', { level: 1, name: 'Eva' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Blokkeren' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Inloggen' }));
    await user.type(await screen.findByLabelText('E-mailadres'), 'sanne@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'geheim-wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/12'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Eva' })).toBeTruthy();
  });
});
