import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testUser } from './render-app.tsx';
import { fakeApi, refuse } from './signup-fake-api.ts';
import { steps } from './signup-steps.ts';

const settings = { enable_site_entry_popup: 'no' as const };
const cta = () => screen.findByRole('button', { name: 'Meld je gratis aan' });
const dialog = () => screen.queryByRole('dialog', { name: 'Gratis aanmelden' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('starting signup from the home page', () => {
  it('opens the large modal, which Esc closes while nothing is entered yet', async () => {
    const user = userEvent.setup();
    fakeApi();
    await renderApp('/', { settings });
    await user.click(await cta());
    expect(await screen.findByRole('dialog', { name: 'Gratis aanmelden' })).toBeTruthy();
    expect(document.querySelector('.modal-dialog')?.classList.contains('modal-lg')).toBe(true);
    expect(await screen.findByRole('heading', { level: 3, name: 'Over jou' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('stays open on Esc once a step after step0 has input, and loses its close button when sending starts', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/signup.php': () => refuse(429, 'rate_limited') });
    await renderApp('/', { settings });
    await user.click(await cta());
    await steps.gender(user);
    await user.selectOptions(await screen.findByLabelText('Dag'), '15');
    await user.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Maand'), '6');
    await user.selectOptions(screen.getByLabelText('Jaar'), '1990');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await steps.location(user);
    await steps.profile(user);
    await steps.password(user);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Je account wordt aangemaakt' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull());
    await user.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog()).toBeTruthy();
  });

  it('goes to the signup page on a smartphone', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767.98px)',
      media: query,
    }));
    fakeApi();
    const { router } = await renderApp('/', { settings });
    await user.click(await cta());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gratis aanmelden' })).toBeTruthy();
    expect(dialog()).toBeNull();
  });

  it('is not offered to members; a member on /signup goes on', async () => {
    const member = await renderApp('/', { settings, user: testUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Meld je gratis aan' })).toBeNull();
    member.unmount();
    const { router } = await renderApp('/signup', { settings, user: testUser({ status: 'not_confirmed' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-signup'));
  });
});
