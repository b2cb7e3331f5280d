import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatLayout } from '../src/app/layouts/ChatLayout.tsx';
import { LanderLayout } from '../src/app/layouts/LanderLayout.tsx';
import { ENTRY_WARNING_SKIP_KEY } from '../src/features/entry-warning/entry-warning-rules.ts';
import { renderApp } from './render-app.tsx';

const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 1, name });

describe('default layout', () => {
  it('shows the top bar, the footer links of built pages, the disclaimer, and the entry warning for NL', async () => {
    await renderApp('/');
    await heading('Flirtlokaal – daten');
    const footer = screen.getByRole('navigation', { name: 'Informatie en hulp' });
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Algemene voorwaarden', '/pages/terms'],
      ['Privacy', '/pages/privacy'],
      ['Cookies', '/pages/cookies'],
      ['Geblokkeerd account', '/pages/ban'],
      ['Tarieven', '/pricing'],
      ['Klachten', '/complaints'],
      ['Retourbeleid', '/pages/return-policy'],
      ['Veelgestelde vragen', '/pages/faq'],
      ['Klantenservice', '/pages/service'],
      ['Taal kiezen', '/lang-config'],
    ]);
    expect(screen.getAllByText('Sommige profielen zijn fictief.').length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        '© 2026 Flirtlokaal B.V. · KvK-nummer 87654321'.replace('2026', String(new Date().getFullYear())),
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeTruthy();
    expect(screen.queryByText(/Voor bezoekers in de Verenigde Staten/)).toBeNull();
  });

  it('stores the skip with a timestamp and does not show the warning again', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Ik ben 18 of ouder, ga verder' }));
    expect(Date.parse(localStorage.getItem(ENTRY_WARNING_SKIP_KEY) ?? '')).toBeGreaterThan(Date.now() - 5000);
    first.unmount();
    await renderApp('/');
    await heading('Flirtlokaal – daten');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the warning to visitors from any country, and from an unknown one (localhost); not when switched off', async () => {
    const outside = await renderApp('/', { settings: { geoip_country: 'US' } });
    await heading('Flirtlokaal – daten');
    expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeTruthy();
    outside.unmount();
    const unknown = await renderApp('/', { settings: { geoip_country: null, geoip_selected_country: null } });
    await heading('Flirtlokaal – daten');
    expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeTruthy();
    unknown.unmount();
    await renderApp('/', { settings: { enable_site_entry_popup: 'no' } });
    await heading('Flirtlokaal – daten');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the US footer in English only', async () => {
    await renderApp('/', { language: 'en', settings: { enable_site_entry_popup: 'no' } });
    expect(await screen.findByRole('heading', { name: 'For visitors in the United States' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read our US privacy notice' }).getAttribute('href')).toBe(
      '/pages/privacy?region=us',
    );
  });

  it('offers the languages of the selected country in the top bar, and none when there is one', async () => {
    const user = userEvent.setup();
    const belgium = await renderApp('/', {
      settings: { geoip_selected_country: 'BE', enable_site_entry_popup: 'no' },
    });
    const mainMenu = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    await user.click(within(mainMenu).getByRole('button', { name: 'Taal: Nederlands' }));
    expect(
      within(mainMenu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Nederlands', 'Français', 'Deutsch']));
    await user.click(within(mainMenu).getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-FR'));
    expect(document.cookie).toContain('locale=fr');
    // The interface is now French.
    expect(await screen.findByRole('navigation', { name: 'Informations et aide' })).toBeTruthy();
    belgium.unmount();
    await renderApp('/', { settings: { enable_site_entry_popup: 'no' } });
    await heading('Flirtlokaal – daten');
    expect(screen.queryByRole('button', { name: /^Taal/ })).toBeNull();
  });
});

describe('not found', () => {
  it('says the page could not be found, with status and a link home', async () => {
    await renderApp('/nothing-here', { settings: { enable_site_entry_popup: 'no' } });
    expect(await heading('Deze pagina kon niet worden gevonden')).toBeTruthy();
    expect(screen.getByText('Foutcode 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' }).getAttribute('href')).toBe('/');
  });
});

describe('chat and lander layouts', () => {
  const page = { path: '/test-page', element: <h1>Testpagina</h1> };
  it('chat: bare, and the entry warning only for NL and DE even when the site serves more', async () => {
    const belgian = await renderApp('/test-page', {
      settings: { geoip_country: 'BE' },
      extraRoutes: [{ Component: ChatLayout, children: [page] }],
    });
    await heading('Testpagina');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    belgian.unmount();
    await renderApp('/test-page', {
      settings: { geoip_country: 'DE' },
      extraRoutes: [{ Component: ChatLayout, children: [page] }],
    });
    expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeTruthy();
  });

  it('chat: a visitor whose country is unknown sees the warning (decision 0035)', async () => {
    await renderApp('/test-page', {
      settings: { geoip_country: null },
      extraRoutes: [{ Component: ChatLayout, children: [page] }],
    });
    expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeTruthy();
  });

  it('lander: logo bar and footer, with the background band for design version 1', async () => {
    const { container } = await renderApp('/test-page?v=1', {
      settings: { geoip_country: 'BE' },
      extraRoutes: [{ Component: LanderLayout, children: [page] }],
    });
    await heading('Testpagina');
    expect(screen.getByRole('link', { name: 'Flirtlokaal' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Informatie en hulp' })).toBeTruthy();
    expect(container.querySelector('main')?.className).toContain('app-lander-band');
  });
});
