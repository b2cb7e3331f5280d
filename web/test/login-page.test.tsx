import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserQuery } from '../src/features/session/user-api.ts';
import { deferred, type FakeAnswer, fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const member = testUser();

afterEach(() => {
  document.title = '';
});

async function fillIn(email = 'sanne@example.nl', password = 'geheim-wachtwoord') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mailadres'), email);
  await user.type(screen.getByLabelText('Wachtwoord'), password);
  return user;
}

describe('login', () => {
  it('logs in, sends e-mail and password once on a double click, and lands on the member home', async () => {
    const answer = deferred<FakeAnswer>();
    const api = fakeApi({ 'POST /api/user.php': () => answer.promise });
    const { router, queryClient } = await renderApp('/login', { settings: noEntryWarning });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeTruthy();
    const user = await fillIn();
    await user.dblClick(screen.getByRole('button', { name: 'Inloggen' }));
    await user.keyboard('{Enter}');
    expect(api.to('POST /api/user.php')).toHaveLength(1);
    expect(api.to('POST /api/user.php')[0]?.body).toEqual({
      email: 'sanne@example.nl',
      password: 'geheim-wachtwoord',
    });
    expect((screen.getByRole('button', { name: 'Bezig met inloggen…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answer.resolve({ body: { user: member } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toEqual(member);
    expect(await screen.findByRole('button', { name: 'Sanne' })).toBeTruthy();
  });

  it('sends one request on a double click even when the server answers at once', async () => {
    const api = fakeApi({ 'POST /api/user.php': { body: { user: member } } });
    const { router } = await renderApp('/login', { settings: noEntryWarning });
    const user = await fillIn();
    await user.dblClick(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(api.to('POST /api/user.php')).toHaveLength(1);
  });

  it('shows the lock-out with its minutes, and the other refusals in words', async () => {
    const answers: FakeAnswer[] = [
      { status: 429, body: { error: 'account_locked', minutes: 12 } },
      { status: 401, body: { error: 'login_failed' } },
      { status: 429, body: { error: 'rate_limited' } },
      { status: 403, body: { error: 'account_deleted' } },
    ];
    fakeApi({
      'POST /api/user.php': () => answers.shift() ?? { status: 401, body: { error: 'login_failed' } },
    });
    await renderApp('/login', { settings: noEntryWarning });
    const user = await fillIn();
    const submit = screen.getByRole('button', { name: 'Inloggen' });
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Te veel foute pogingen, account voor 12 min geblokkeerd.',
    );
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Login mislukt, probeer opnieuw'));
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Te veel pogingen/));
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/verwijderd/));
  });

  it('does not call the server with an empty form', async () => {
    const api = fakeApi();
    await renderApp('/login', { settings: noEntryWarning });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Inloggen' }));
    // The form's rules run in a resolver: the refusal shows a task later.
    expect((await screen.findByRole('alert')).textContent).toBe('Login mislukt, probeer opnieuw');
    expect(api.to('POST /api/user.php')).toHaveLength(0);
  });

  it.each([
    ['/notifications', '/notifications'],
    ['/pages/faq?x=1', '/pages/faq'],
    ['//evil.example/steal', '/members'],
    ['https://evil.example/', '/members'],
    ['/\\evil.example', '/members'],
    ['javascript:alert(1)', '/members'],
  ])('after login follows next=%s only to a same-site path (lands on %s)', async (next, landing) => {
    fakeApi({ 'POST /api/user.php': { body: { user: member } } });
    const { router } = await renderApp(`/login?next=${encodeURIComponent(next)}`, {
      settings: noEntryWarning,
    });
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it('sends a member who is already logged in to the member home', async () => {
    fakeApi();
    const { router } = await renderApp('/login', { settings: noEntryWarning, user: member });
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
  });

  it('offers the forgotten-password and signup links, and shows and hides the password', async () => {
    fakeApi();
    await renderApp('/login', { settings: noEntryWarning });
    expect((await screen.findByRole('link', { name: 'Wachtwoord vergeten?' })).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Meld je gratis aan' }).getAttribute('href')).toBe('/signup');
    const password = screen.getByLabelText('Wachtwoord') as HTMLInputElement;
    expect(password.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Wachtwoord tonen' });
    await userEvent.setup().click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('explains a spent sign-in link', async () => {
    fakeApi();
    await renderApp('/login?link=invalid', { settings: noEntryWarning });
    expect(await screen.findByText(/Deze inloglink is verlopen of al gebruikt/)).toBeTruthy();
  });
});

describe('reactivation from the mail link', () => {
  it('reactivates with the token in one click and logs in', async () => {
    const api = fakeApi({ 'POST /api/reactivate.php': { body: { user: member } } });
    const { router } = await renderApp('/login?reactivate=abcdefghijklmnopqrstuvwxyz0123456789', {
      settings: noEntryWarning,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Heractiveer je account' })).toBeTruthy();
    expect(screen.getByText(/tot 14 dagen na het verwijderen/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mijn account heractiveren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(api.to('POST /api/reactivate.php')[0]?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz0123456789',
    });
    expect(await screen.findByRole('button', { name: 'Sanne' })).toBeTruthy();
    // The member lands on a welcome back, once: closing it removes it.
    const welcome = await screen.findByText(
      'Welkom terug! Je account is weer actief: je profiel, je berichten en je likes zijn er nog.',
    );
    expect(welcome.getAttribute('role')).toBe('status');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByText(/Welkom terug/)).toBeNull());
  });

  it('says when the link no longer works', async () => {
    fakeApi({ 'POST /api/reactivate.php': { status: 400, body: { error: 'link_invalid' } } });
    await renderApp('/login?reactivate=abcdefghijklmnopqrstuvwxyz0123456789', { settings: noEntryWarning });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mijn account heractiveren' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/verlopen|gebruikt|ongeldig/i);
  });
});
