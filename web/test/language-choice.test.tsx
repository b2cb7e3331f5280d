import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const ALL_LANGUAGES = [
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
];

describe('a visitor whose country offers one language', () => {
  it('has no top-bar dropdown, but finds every language in the footer, each named in its own language', async () => {
    await renderApp('/pages/faq', { settings: noEntryWarning });
    const languages = await screen.findByRole('navigation', { name: 'Taal' });
    expect(screen.queryByRole('button', { name: /^Taal:/ })).toBeNull();
    const buttons = within(languages).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(ALL_LANGUAGES);
    expect(buttons.map((button) => button.getAttribute('lang'))).toContain('de-DE');
    expect(within(languages).getByRole('button', { name: 'Nederlands', pressed: true })).toBeTruthy();
  });

  it('switches the page to German from the footer, and keeps the choice in the locale cookie', async () => {
    await renderApp('/pages/faq', { settings: noEntryWarning });
    const languages = await screen.findByRole('navigation', { name: 'Taal' });
    await userEvent.setup().click(within(languages).getByRole('button', { name: 'Deutsch' }));
    const german = await screen.findByRole('navigation', { name: 'Sprache' });
    expect(within(german).getByRole('button', { name: 'Deutsch', pressed: true })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Infos und Hilfe' })).toBeTruthy();
    expect(document.cookie).toContain('locale=de');
    expect(document.documentElement.lang).toBe('de-DE');
  });
});

describe('/lang-config', () => {
  it('is linked from the footer, shows the current language and offers all 11', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/pages/faq', { settings: noEntryWarning });
    const footer = await screen.findByRole('navigation', { name: 'Informatie en hulp' });
    await user.click(within(footer).getByRole('link', { name: 'Taal kiezen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Taal' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lang-config');
    expect(screen.getByText('Huidige taal: Nederlands')).toBeTruthy();
    const choice = screen.getByRole('region', { name: 'Kies je taal' });
    expect(
      within(choice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(ALL_LANGUAGES);
    expect(screen.getByText('We onthouden je keuze een jaar lang op dit apparaat.')).toBeTruthy();

    await user.click(within(choice).getByRole('button', { name: 'Polski' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Język' })).toBeTruthy();
    expect(screen.getByText('Obecny język: Polski')).toBeTruthy();
    expect(document.cookie).toContain('locale=pl');
  });

  it('saves a member’s choice on the account (PUT /api/user.php)', async () => {
    const api = fakeApi({
      'PUT /api/user.php': (call) => ({ body: { user: testUser(call.body as { language: 'fr' }) } }),
    });
    await renderApp('/lang-config', { settings: noEntryWarning, user: testUser() });
    const choice = await screen.findByRole('region', { name: 'Kies je taal' });
    expect(screen.getByText('Je keuze wordt ook in je account bewaard.')).toBeTruthy();
    await userEvent.setup().click(within(choice).getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Langue' })).toBeTruthy();
    await waitFor(() => expect(api.to('PUT /api/user.php')[0]?.body).toEqual({ language: 'fr' }));
  });
});
