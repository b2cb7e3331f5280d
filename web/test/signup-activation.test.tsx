import type { CurrentUser } from '@community/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testUser } from './render-app.tsx';
import { fakeApi, nlText, refuse } from './signup-fake-api.ts';

const settings = { enable_site_entry_popup: 'no' as const };
/** As the server presents a member who has not confirmed: the profile stays disabled until they do. */
const unconfirmed = (overrides: Partial<CurrentUser> = {}) => {
  const user = testUser({ status: 'not_confirmed', email: 'nieuw@example.nl', ...overrides });
  return { ...user, profile: { ...user.profile, status: 'disabled' as const } };
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/complete-signup', () => {
  it('shows the confirmation box to an unconfirmed member, with a working resend', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/activation-mail.php': [
        () => ({ status: 200, body: { ok: true } }),
        () => refuse(429, 'rate_limited'),
      ],
    });
    await renderApp('/complete-signup', { settings, user: unconfirmed() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bevestig je e-mailadres' })).toBeTruthy();
    expect(screen.getByText('nieuw@example.nl')).toBeTruthy();
    expect(screen.getByText(nlText('activation.confirm.spam'))).toBeTruthy();
    // No reminder on top of the page that is about the same thing.
    expect(screen.getAllByText(/Bevestig je e-mailadres/)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'E-mail opnieuw sturen' }));
    expect(await screen.findByText('We hebben je een nieuwe e-mail gestuurd.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'E-mail opnieuw sturen' }));
    expect(await screen.findByText(nlText('errors.rate_limited'))).toBeTruthy();
    expect(api.to('POST /api/activation-mail.php')).toHaveLength(2);
  });

  it('tells a confirmed member all is set, and sends a visitor to /signup', async () => {
    fakeApi();
    const member = await renderApp('/complete-signup', { settings, user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Je bent helemaal klaar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verder' }).getAttribute('href')).toBe('/members');
    member.unmount();
    const { router } = await renderApp('/complete-signup', { settings });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});

describe('/activate/done and /activate/error', () => {
  it('confirms success with a way on', async () => {
    fakeApi();
    await renderApp('/activate/done', { settings, user: testUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je e-mailadres is bevestigd' }),
    ).toBeTruthy();
    expect(screen.getByText('Je profiel is nu zichtbaar voor andere leden.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verder' }).getAttribute('href')).toBe('/members');
  });

  it('explains a used or expired link: a resend for the unconfirmed member, login for a visitor', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const member = await renderApp('/activate/error', { settings, user: unconfirmed() });
    expect(
      await screen.findByRole('heading', { level: 1, name: nlText('errors.activation_failed') }),
    ).toBeTruthy();
    expect(screen.getByText('De bevestigingslink is al gebruikt of verlopen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe bevestigingsmail' }));
    expect(await screen.findByText('We hebben je een nieuwe e-mail gestuurd.')).toBeTruthy();
    expect(api.to('POST /api/activation-mail.php')).toHaveLength(1);
    member.unmount();

    await renderApp('/activate/error', { settings });
    await screen.findByRole('heading', { level: 1, name: nlText('errors.activation_failed') });
    expect(screen.queryByRole('button', { name: 'Stuur een nieuwe bevestigingsmail' })).toBeNull();
    expect(
      screen.getAllByRole('link', { name: 'Inloggen' }).map((link) => link.getAttribute('href')),
    ).toContain('/login');
  });
});

describe('activation reminder', () => {
  it('shows an alert with a resend button to an unconfirmed member', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    await renderApp('/', { settings, user: unconfirmed() });
    expect(await screen.findByText('Bevestig je e-mailadres')).toBeTruthy();
    expect(screen.getByText(/We hebben de link gestuurd naar nieuw@example.nl/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'E-mail opnieuw sturen' }));
    await screen.findByText('We hebben je een nieuwe e-mail gestuurd.');
    expect(api.to('POST /api/activation-mail.php')).toHaveLength(1);
  });

  it('shows a modal instead right after a signup on a smartphone; closing it clears the flag', async () => {
    const user = userEvent.setup();
    fakeApi();
    sessionStorage.setItem('activation-reminder-modal', '1');
    await renderApp('/', { settings, user: unconfirmed() });
    const modal = await screen.findByRole('dialog', { name: 'Bevestig je e-mailadres' });
    expect(modal.textContent).toContain('nieuw@example.nl');
    await user.click(screen.getAllByRole('button', { name: 'Sluiten' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('activation-reminder-modal')).toBeNull();
  });

  it('is not shown to a confirmed member', async () => {
    fakeApi();
    await renderApp('/', { settings, user: testUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Bevestig je e-mailadres')).toBeNull();
  });

  it('is not shown, as SPEC §4 asks, when the profile is not disabled or notifications are disabled', async () => {
    fakeApi();
    const enabledProfile = {
      ...unconfirmed(),
      profile: { ...unconfirmed().profile, status: 'active' as const },
    };
    const first = await renderApp('/', { settings, user: enabledProfile });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Bevestig je e-mailadres')).toBeNull();
    first.unmount();
    sessionStorage.setItem('activation-reminder-modal', '1');
    await renderApp('/', { settings, user: unconfirmed({ notifications_disabled: ['promotions'] }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Bevestig je e-mailadres')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
