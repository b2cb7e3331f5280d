import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../src/features/session/user-api.ts';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';

describe('confirming a new e-mail address', () => {
  it('waits for the click, then confirms and reloads the logged-in member', async () => {
    const changed = testUser({ email: 'sanne.nieuw@example.nl' });
    const api = fakeApi({
      'POST /api/mail-change-do.php': { body: { ok: true } },
      'GET /api/user.php': { body: { user: changed } },
    });
    const { queryClient } = await renderApp(`/mail-change/do?token=${TOKEN}`, {
      settings: noEntryWarning,
      user: testUser(),
    });
    const button = await screen.findByRole('button', { name: 'Mijn nieuwe e-mailadres bevestigen' });
    expect(api.to('POST /api/mail-change-do.php')).toHaveLength(0);
    await userEvent.setup().click(button);
    expect((await screen.findByRole('status')).textContent).toMatch(/Je e-mailadres is gewijzigd/);
    expect(api.to('POST /api/mail-change-do.php')[0]?.body).toEqual({ token: TOKEN });
    await waitFor(() => expect(queryClient.getQueryData(currentUserQuery().queryKey)).toEqual(changed));
    expect(screen.getByRole('link', { name: 'Naar je instellingen' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('for a visitor: confirms without loading a member and offers the login', async () => {
    const api = fakeApi({ 'POST /api/mail-change-do.php': { body: { ok: true } } });
    await renderApp(`/mail-change/do?token=${TOKEN}`, { settings: noEntryWarning });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Mijn nieuwe e-mailadres bevestigen' }));
    await screen.findByRole('status');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Inloggen' }).getAttribute('href'),
    ).toBe('/login');
    expect(api.to('GET /api/user.php')).toHaveLength(0);
  });

  it('says when the address was taken meanwhile, or the link is spent', async () => {
    const answers = [
      { status: 409, body: { error: 'email_taken' } },
      { status: 400, body: { error: 'link_invalid' } },
    ];
    fakeApi({ 'POST /api/mail-change-do.php': () => answers.shift() ?? {} });
    await renderApp(`/mail-change/do?token=${TOKEN}`, { settings: noEntryWarning });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Mijn nieuwe e-mailadres bevestigen' });
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dit e-mailadres heeft al een account op deze site.',
    );
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Deze link is verlopen of al gebruikt.'),
    );
  });

  it('without a token, says the link is invalid and offers no button', async () => {
    fakeApi();
    await renderApp('/mail-change/do', { settings: noEntryWarning });
    expect(await screen.findByText('Deze link is verlopen of al gebruikt.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mijn nieuwe e-mailadres bevestigen' })).toBeNull();
  });
});

describe('after deletion', () => {
  it('explains the grace period and links home', async () => {
    fakeApi();
    await renderApp('/account-deleted', { settings: noEntryWarning });
    expect(await screen.findByRole('heading', { level: 1, name: 'Je account is verwijderd' })).toBeTruthy();
    expect(screen.getByText(/binnen 14 dagen heractiveren/)).toBeTruthy();
    expect(screen.getByText('Daarna wissen we je gegevens definitief.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/');
  });
});
