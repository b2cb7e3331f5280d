import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../src/features/session/user-api.ts';
import { type FakeAnswer, fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';

describe('requesting a password reset', () => {
  it('confirms in the same words whatever the address, so it never tells who is a member', async () => {
    const api = fakeApi({ 'POST /api/password-reset.php': { body: { ok: true } } });
    const confirmations: string[] = [];
    for (const address of ['sanne@example.nl', 'nobody-here@example.org']) {
      const view = await renderApp('/reset-password', { settings: noEntryWarning });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('E-mailadres'), address);
      await user.click(screen.getByRole('button', { name: 'Link versturen' }));
      confirmations.push((await screen.findByRole('status')).textContent ?? '');
      view.unmount();
    }
    expect(confirmations[0]).toBe(confirmations[1]);
    expect(confirmations[0]).toMatch(/Als er een account bij dit adres hoort.*2 uur geldig/);
    expect(api.to('POST /api/password-reset.php').map((call) => call.body)).toEqual([
      { email: 'sanne@example.nl' },
      { email: 'nobody-here@example.org' },
    ]);
  });

  it('refuses an invalid address before any call, and shows the daily limit', async () => {
    const api = fakeApi({
      'POST /api/password-reset.php': { status: 429, body: { error: 'reset_limit_reached' } },
    });
    await renderApp('/reset-password', { settings: noEntryWarning });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('E-mailadres');
    await user.type(field, 'sanne@example');
    await user.click(screen.getByRole('button', { name: 'Link versturen' }));
    expect(screen.getByText('Ongeldige e-mail')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.to('POST /api/password-reset.php')).toHaveLength(0);
    await user.type(field, '.nl');
    await user.click(screen.getByRole('button', { name: 'Link versturen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
    );
  });
});

describe('choosing the new password', () => {
  async function fill(password: string, repeat: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nieuw wachtwoord'), password);
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), repeat);
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    return user;
  }

  it('shows a mismatch under the repeat field before any call', async () => {
    const api = fakeApi();
    await renderApp(`/reset-password/do?token=${TOKEN}`, { settings: noEntryWarning });
    await fill('nieuw-wachtwoord-1', 'nieuw-wachtwoord-2');
    expect(screen.getByText('De opgegeven wachtwoorden zijn niet gelijk.')).toBeTruthy();
    expect(screen.getByLabelText('Herhaal nieuw wachtwoord').getAttribute('aria-invalid')).toBe('true');
    expect(api.to('POST /api/password-reset-do.php')).toHaveLength(0);
  });

  it('saves, logs in and confirms on the member home', async () => {
    const member = testUser();
    const api = fakeApi({ 'POST /api/password-reset-do.php': { body: { user: member } } });
    const { router, queryClient } = await renderApp(`/reset-password/do?token=${TOKEN}`, {
      settings: noEntryWarning,
    });
    await fill('nieuw-wachtwoord', 'nieuw-wachtwoord');
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(api.to('POST /api/password-reset-do.php')[0]?.body).toEqual({
      token: TOKEN,
      password: 'nieuw-wachtwoord',
      password_repeat: 'nieuw-wachtwoord',
    });
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toEqual(member);
    expect(await screen.findByText('Je wachtwoord is gewijzigd en je bent ingelogd.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText('Je wachtwoord is gewijzigd en je bent ingelogd.')).toBeNull();
  });

  it('shows a refused password under the field the server names', async () => {
    fakeApi({
      'POST /api/password-reset-do.php': {
        status: 400,
        body: { error: 'password_too_common', field: 'password' },
      },
    });
    await renderApp(`/reset-password/do?token=${TOKEN}`, { settings: noEntryWarning });
    await fill('wachtwoord', 'wachtwoord');
    await screen.findByText(/meestgebruikte/);
    expect(screen.getByLabelText('Nieuw wachtwoord').getAttribute('aria-invalid')).toBe('true');
  });

  it.each<[string, FakeAnswer]>([
    [
      'Link verlopen of invalide, vraag een nieuwe e-mail aan',
      { status: 400, body: { error: 'reset_link_invalid' } },
    ],
    ['E-mailadres niet gevonden', { status: 400, body: { error: 'reset_email_not_found' } }],
  ])('says "%s" with a way to request a new mail', async (message, answer) => {
    fakeApi({ 'POST /api/password-reset-do.php': answer });
    await renderApp(`/reset-password/do?token=${TOKEN}`, { settings: noEntryWarning });
    await fill('nieuw-wachtwoord', 'nieuw-wachtwoord');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });

  it('without a token, says the link is invalid', async () => {
    fakeApi();
    await renderApp('/reset-password/do', { settings: noEntryWarning });
    expect(await screen.findByText('Link verlopen of invalide, vraag een nieuwe e-mail aan')).toBeTruthy();
    expect(screen.queryByLabelText('Nieuw wachtwoord')).toBeNull();
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' })).toBeTruthy();
  });
});
