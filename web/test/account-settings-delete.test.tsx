import { NOTIFICATION_TYPES } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../src/features/session/user-api.ts';
import { type FakeCall, fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;

async function openDeletePanel(routes: Parameters<typeof fakeApi>[0] = {}, member = testUser()) {
  const api = fakeApi({
    'PUT /api/account.php': (call: FakeCall) => ({ body: { user: { ...member, ...(call.body as object) } } }),
    ...routes,
  });
  const view = await renderApp('/notifications', { settings: noEntryWarning, user: member });
  await screen.findByRole('heading', { level: 1, name: 'Instellingen' });
  const panel = screen.getByRole('region', { name: 'Account verwijderen' });
  const user = userEvent.setup();
  await user.click(within(panel).getByRole('button', { name: 'Mijn account verwijderen' }));
  return { api, panel, user, ...view };
}

describe('deleting the account', () => {
  it('first offers the alternatives: invisible mode, pausing e-mail, and the discount', async () => {
    const { api, panel, user } = await openDeletePanel();
    expect(within(panel).getByRole('heading', { name: 'Voordat je gaat' })).toBe(document.activeElement);
    await user.click(within(panel).getByRole('button', { name: 'Onzichtbare modus aanzetten' }));
    expect(await within(panel).findByText('De onzichtbare modus staat aan.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Alle e-mailmeldingen pauzeren' }));
    expect(await within(panel).findByText('Alle e-mailmeldingen staan uit.')).toBeTruthy();
    expect(api.to('PUT /api/account.php').map((call) => call.body)).toEqual([
      { invisible: true },
      { notifications_disabled: [...NOTIFICATION_TYPES] },
    ]);
    expect(within(panel).getByText('Blijf en krijg 50% korting op je volgende bestelling.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Ik blijf' }));
    expect(within(panel).getByRole('button', { name: 'Mijn account verwijderen' })).toBeTruthy();
    expect(within(panel).queryByText(/korting/)).toBeNull();
    expect(api.to('POST /api/account-delete.php')).toHaveLength(0);
  });

  it('asks for a reason and the password, sends both, logs out and shows the deleted page', async () => {
    const { api, panel, user, router, queryClient } = await openDeletePanel({
      'POST /api/account-delete.php': { body: { ok: true } },
    });
    await user.click(within(panel).getByRole('button', { name: 'Nee, bedankt, ga verder' }));
    await user.click(within(panel).getByRole('button', { name: 'Volgende' }));
    expect(within(panel).getByText('Kies een reden.')).toBeTruthy();
    await user.click(within(panel).getByRole('radio', { name: 'Ik krijg geen antwoord' }));
    await user.type(
      within(panel).getByLabelText('Wil je ons nog iets laten weten? (optioneel)'),
      'Niemand schreef terug.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Volgende' }));
    expect(within(panel).getByText(/binnen 14 dagen kunt heractiveren/)).toBeTruthy();
    await user.type(within(panel).getByLabelText('Je wachtwoord'), 'geheim-wachtwoord');
    const confirm = within(panel).getByRole('button', { name: 'Mijn account verwijderen' });
    await user.dblClick(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-deleted'));
    expect(api.to('POST /api/account-delete.php')).toHaveLength(1);
    expect(api.to('POST /api/account-delete.php')[0]?.body).toEqual({
      password: 'geheim-wachtwoord',
      reason: 'no_replies',
      reason_text: 'Niemand schreef terug.',
    });
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Je account is verwijderd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toBeTruthy();
  });

  it('keeps the member when the password is wrong, asking for the current password (not an "old" one)', async () => {
    const { api, panel, user, router } = await openDeletePanel({
      'POST /api/account-delete.php': { status: 400, body: { error: 'password_wrong', field: 'password' } },
    });
    await user.click(within(panel).getByRole('button', { name: 'Nee, bedankt, ga verder' }));
    await user.click(within(panel).getByRole('radio', { name: 'Ik neem een pauze' }));
    await user.click(within(panel).getByRole('button', { name: 'Volgende' }));
    await user.type(within(panel).getByLabelText('Je wachtwoord'), 'verkeerd');
    await user.click(within(panel).getByRole('button', { name: 'Mijn account verwijderen' }));
    expect(
      await within(panel).findByText('Controleer je wachtwoord: vul het wachtwoord in waarmee je inlogt.'),
    ).toBeTruthy();
    expect(within(panel).queryByText(/oude wachtwoord/)).toBeNull();
    expect(within(panel).getByLabelText('Je wachtwoord').getAttribute('aria-invalid')).toBe('true');
    expect(api.to('POST /api/account-delete.php')[0]?.body).toEqual({
      password: 'verkeerd',
      reason: 'taking_a_break',
    });
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('shows no discount when the company offers none', async () => {
    const { panel, queryClient } = await openDeletePanel();
    queryClient.setQueryData(['companyinfo'], (info: object) => ({ ...info, delete_discount: 0 }));
    await waitFor(() => expect(within(panel).queryByText(/korting/)).toBeNull());
    expect(within(panel).queryByRole('button', { name: 'Ik blijf' })).toBeNull();
  });
});
