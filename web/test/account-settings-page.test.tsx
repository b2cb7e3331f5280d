import { NOTIFICATION_TYPES } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../src/features/session/user-api.ts';
import { type FakeCall, fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const section = (name: string) => screen.getByRole('region', { name });

async function openSettings(member = testUser(), routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  const view = await renderApp('/notifications', { settings: noEntryWarning, user: member });
  await screen.findByRole('heading', { level: 1, name: 'Instellingen' });
  return { api, ...view };
}

/** PUT /api/account.php as the server answers it: the member with the change applied. */
const accountAnswer = (member: ReturnType<typeof testUser>) => (call: FakeCall) => {
  const body = call.body as Record<string, unknown>;
  const next = { ...member, ...body };
  if (body.email_enabled) Object.assign(next, { email_disabled_reason: null });
  delete (next as Record<string, unknown>).email_enabled;
  return { body: { user: next } };
};

describe('the settings page', () => {
  it('sends visitors to the login first, and back here after it', async () => {
    fakeApi({ 'POST /api/user.php': { body: { user: testUser() } } });
    const { router } = await renderApp('/notifications', { settings: noEntryWarning });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/notifications');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'sanne@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'geheim-wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Instellingen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('has one switch per notification type, and saves a change', async () => {
    const member = testUser({ notifications_disabled: ['promotions'] });
    const { api, queryClient } = await openSettings(member, {
      'PUT /api/account.php': accountAnswer(member),
    });
    const notifications = section('E-mailmeldingen');
    const switches = within(notifications).getAllByRole('switch');
    expect(switches).toHaveLength(NOTIFICATION_TYPES.length);
    const offers = within(notifications).getByRole('switch', { name: 'Aanbiedingen en kortingen' });
    expect((offers as HTMLInputElement).checked).toBe(false);
    expect(offers.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(notifications).getByText('Speciale aanbiedingen en korting op credits.')).toBeTruthy();
    const messages = within(notifications).getByRole('switch', { name: 'Nieuwe berichten' });
    expect((messages as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(messages);
    await waitFor(() =>
      expect(api.to('PUT /api/account.php')[0]?.body).toEqual({
        notifications_disabled: ['new_messages', 'promotions'],
      }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(currentUserQuery().queryKey)).toMatchObject({
        notifications_disabled: ['new_messages', 'promotions'],
      }),
    );
    expect((messages as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    ['fbl', /als spam gemarkeerd/],
    ['bounce', /Onze e-mails aan sanne@example.nl konden niet worden bezorgd/],
    ['unsubscribe', /Je hebt je afgemeld/],
  ] as const)('explains why e-mail stopped (%s) and turns it back on', async (reason, text) => {
    const member = testUser({ email_disabled_reason: reason });
    const { api } = await openSettings(member, { 'PUT /api/account.php': accountAnswer(member) });
    expect(within(section('E-mailmeldingen')).getByText(text)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'E-mail weer aanzetten' }));
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
    expect(api.to('PUT /api/account.php')[0]?.body).toEqual({ email_enabled: true });
  });

  it('switches invisible mode', async () => {
    const member = testUser();
    const { api } = await openSettings(member, { 'PUT /api/account.php': accountAnswer(member) });
    const invisible = within(section('Privacy')).getByRole('switch', { name: 'Onzichtbare modus' });
    await userEvent.setup().click(invisible);
    await waitFor(() => expect((invisible as HTMLInputElement).checked).toBe(true));
    expect(api.to('PUT /api/account.php')[0]?.body).toEqual({ invisible: true });
  });

  it('offers all 11 languages, and saves the choice in the cookie and on the account', async () => {
    const { api } = await openSettings(testUser(), {
      'PUT /api/user.php': (call) => ({ body: { user: testUser(call.body as { language: 'de' }) } }),
    });
    const select = within(section('Taal')).getByRole('combobox', { name: 'Taal' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Dansk',
      'Deutsch',
      'English',
      'Español',
      'Suomi',
      'Français',
      'Italiano',
      'Nederlands',
      'Norsk',
      'Polski',
      'Svenska',
    ]);
    await userEvent.setup().selectOptions(select, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeTruthy();
    expect(document.cookie).toContain('locale=de');
    expect(api.to('PUT /api/user.php')[0]?.body).toEqual({ language: 'de' });
  });

  it('checks a password change before sending it, and shows the old-password error', async () => {
    const { api } = await openSettings(testUser(), {
      'POST /api/password.php': { status: 400, body: { error: 'old_password_wrong' } },
    });
    const form = section('Wachtwoord wijzigen');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Huidig wachtwoord'), 'oud-wachtwoord');
    await user.type(within(form).getByLabelText('Nieuw wachtwoord'), 'nieuw-wachtwoord-1');
    await user.type(within(form).getByLabelText('Herhaal nieuw wachtwoord'), 'nieuw-wachtwoord-2');
    await user.click(within(form).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(within(form).getByText('De opgegeven wachtwoorden zijn niet gelijk.')).toBeTruthy();
    expect(api.to('POST /api/password.php')).toHaveLength(0);
    const repeat = within(form).getByLabelText('Herhaal nieuw wachtwoord');
    await user.clear(repeat);
    await user.type(repeat, 'nieuw-wachtwoord-1');
    await user.click(within(form).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await within(form).findByText('Controleer je oude wachtwoord.')).toBeTruthy();
    expect(within(form).getByLabelText('Huidig wachtwoord').getAttribute('aria-invalid')).toBe('true');
    expect(api.to('POST /api/password.php')[0]?.body).toEqual({
      old_password: 'oud-wachtwoord',
      password: 'nieuw-wachtwoord-1',
      password_repeat: 'nieuw-wachtwoord-1',
    });
  });

  it('confirms a password change', async () => {
    await openSettings(testUser(), { 'POST /api/password.php': { body: { ok: true } } });
    const form = section('Wachtwoord wijzigen');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Huidig wachtwoord'), 'oud-wachtwoord');
    await user.type(within(form).getByLabelText('Nieuw wachtwoord'), 'nieuw-wachtwoord');
    await user.type(within(form).getByLabelText('Herhaal nieuw wachtwoord'), 'nieuw-wachtwoord');
    await user.click(within(form).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect((await within(form).findByRole('status')).textContent).toMatch(/Je wachtwoord is gewijzigd/);
    expect((within(form).getByLabelText('Huidig wachtwoord') as HTMLInputElement).value).toBe('');
  });

  it('changes the e-mail address through a link sent to the new one', async () => {
    const answers = [{ status: 409, body: { error: 'email_taken' } }, { body: { ok: true } }];
    const { api } = await openSettings(testUser(), {
      'POST /api/email-change.php': () => answers.shift() ?? {},
    });
    const form = section('E-mailadres');
    expect(within(form).getByText('Je huidige e-mailadres is sanne@example.nl.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Nieuw e-mailadres'), 'sanne@nieuw');
    await user.click(within(form).getByRole('button', { name: 'E-mailadres wijzigen' }));
    expect(within(form).getByText('Ongeldige e-mail')).toBeTruthy();
    await user.type(within(form).getByLabelText('Nieuw e-mailadres'), '.nl');
    await user.type(within(form).getByLabelText('Je wachtwoord'), 'geheim-wachtwoord');
    await user.click(within(form).getByRole('button', { name: 'E-mailadres wijzigen' }));
    expect(await within(form).findByText('Dit e-mailadres heeft al een account op deze site.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'E-mailadres wijzigen' }));
    expect((await within(form).findByRole('status')).textContent).toMatch(
      /We hebben een bevestigingslink gestuurd naar sanne@nieuw.nl/,
    );
    expect(api.to('POST /api/email-change.php').map((call) => call.body)).toEqual([
      { email: 'sanne@nieuw.nl', password: 'geheim-wachtwoord' },
      { email: 'sanne@nieuw.nl', password: 'geheim-wachtwoord' },
    ]);
  });

  it('offers the data download', async () => {
    await openSettings();
    const link = within(section('Mijn gegevens downloaden')).getByRole('link', {
      name: 'Mijn gegevens downloaden',
    });
    expect(link.getAttribute('href')).toBe('/api/export.php');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
