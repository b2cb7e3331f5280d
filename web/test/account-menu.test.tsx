import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refreshChats } from '../src/features/chats/chats-api.ts';
import { currentUserQuery } from '../src/features/session/user-api.ts';
import { deferred, type FakeAnswer, fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const topBar = () => screen.getByRole('navigation', { name: 'Hoofdmenu' });
const findTopBar = () => screen.findByRole('navigation', { name: 'Hoofdmenu' });

describe('the account dropdown in the top bar', () => {
  it('shows an icon and the profile name, with My profile, Settings and Logout', async () => {
    fakeApi();
    await renderApp('/', { settings: noEntryWarning, user: testUser() });
    const toggle = await within(await findTopBar()).findByRole('button', { name: 'Sanne' });
    expect(toggle.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(topBar()).queryByRole('link', { name: 'Inloggen' })).toBeNull();
    const user = userEvent.setup();
    await user.click(toggle);
    const items = within(topBar())
      .getAllByRole('button')
      .concat(within(topBar()).getAllByRole('link'))
      .map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(['Mijn profiel', 'Instellingen', 'Uitloggen']));
    expect(within(topBar()).getByRole('link', { name: 'Instellingen' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('opens and is walked with the keyboard', async () => {
    fakeApi();
    await renderApp('/', { settings: noEntryWarning, user: testUser() });
    const toggle = await within(await findTopBar()).findByRole('button', { name: 'Sanne' });
    toggle.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Mijn profiel');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Instellingen');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Uitloggen');
  });

  it('Logout calls the server, forgets the member and goes home', async () => {
    const api = fakeApi({ 'GET /api/logout.php': { body: { ok: true } } });
    const { router, queryClient } = await renderApp('/pages/faq', {
      settings: noEntryWarning,
      user: testUser(),
    });
    const user = userEvent.setup();
    await user.click(await within(await findTopBar()).findByRole('button', { name: 'Sanne' }));
    await user.click(within(topBar()).getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('GET /api/logout.php')).toHaveLength(1);
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toBeNull();
    expect(await within(await findTopBar()).findByRole('link', { name: 'Inloggen' })).toBeTruthy();
    expect(within(topBar()).queryByRole('button', { name: 'Sanne' })).toBeNull();
  });

  it('Logout forgets the member before the server ends the session, so no member call follows it', async () => {
    const answer = deferred<FakeAnswer>();
    const api = fakeApi({ 'GET /api/logout.php': () => answer.promise });
    const { router, queryClient } = await renderApp('/pages/faq', {
      settings: noEntryWarning,
      user: testUser(),
    });
    const user = userEvent.setup();
    await user.click(await within(await findTopBar()).findByRole('button', { name: 'Sanne' }));
    await user.click(within(topBar()).getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(api.to('GET /api/logout.php')).toHaveLength(1));
    const sentLogout = api.calls.length;
    // While the server is ending the session: the page is a visitor's, and a refresh the timers or the live
    // stream had planned asks for nothing (the server would answer it 403).
    expect(await within(await findTopBar()).findByRole('link', { name: 'Inloggen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await refreshChats(queryClient);
    answer.resolve({ body: { ok: true } });
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    const memberCalls = api.calls
      .slice(sentLogout)
      .filter((call) => ['/api/chats.php', '/api/likes.php', '/api/user.php'].includes(call.path));
    expect(memberCalls).toEqual([]);
  });

  it('Logout while a refresh of the member is on its way: its late answer does not bring the member back', async () => {
    const refreshed = deferred<FakeAnswer>();
    const api = fakeApi({
      'GET /api/logout.php': { body: { ok: true } },
      'GET /api/user.php': () => refreshed.promise,
    });
    const { queryClient } = await renderApp('/pages/faq', { settings: noEntryWarning, user: testUser() });
    const user = userEvent.setup();
    await user.click(await within(await findTopBar()).findByRole('button', { name: 'Sanne' }));
    // The periodic refresh goes out just before the click on Logout, and is answered after it.
    const refresh = queryClient.refetchQueries({ queryKey: currentUserQuery().queryKey, exact: true });
    await waitFor(() => expect(api.to('GET /api/user.php')).toHaveLength(1));
    await user.click(within(topBar()).getByRole('button', { name: 'Uitloggen' }));
    expect(await within(await findTopBar()).findByRole('link', { name: 'Inloggen' })).toBeTruthy();
    const afterLogout = api.calls.length;
    refreshed.resolve({ body: { user: testUser() } });
    await refresh;
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toBeNull();
    expect(within(topBar()).queryByRole('button', { name: 'Sanne' })).toBeNull();
    const memberCalls = api.calls
      .slice(afterLogout)
      .filter((call) => ['/api/chats.php', '/api/likes.php', '/api/discountcode.php'].includes(call.path));
    expect(memberCalls).toEqual([]);
  });

  it('a login right after Logout waits for the logout to finish, so its answer cannot clear the new session', async () => {
    const answer = deferred<FakeAnswer>();
    const api = fakeApi({
      'GET /api/logout.php': () => answer.promise,
      'POST /api/user.php': { body: { user: testUser() } },
    });
    const { router } = await renderApp('/pages/faq', { settings: noEntryWarning, user: testUser() });
    const user = userEvent.setup();
    await user.click(await within(await findTopBar()).findByRole('button', { name: 'Sanne' }));
    await user.click(within(topBar()).getByRole('button', { name: 'Uitloggen' }));
    await user.click(await within(await findTopBar()).findByRole('link', { name: 'Inloggen' }));
    await user.type(await screen.findByLabelText('E-mailadres'), 'sanne@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'geheim-wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    // The logout's answer (a cookie that ends the session) has not arrived: the login is not sent yet.
    expect(api.to('POST /api/user.php')).toHaveLength(0);
    answer.resolve({ body: { ok: true } });
    await waitFor(() => expect(api.to('POST /api/user.php')).toHaveLength(1));
    const logoutAt = api.calls.findIndex((call) => call.path === '/api/logout.php');
    expect(
      api.calls.findIndex((call) => call.method === 'POST' && call.path === '/api/user.php'),
    ).toBeGreaterThan(logoutAt);
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
  });

  it('Logout still logs out on this device when the server cannot be reached', async () => {
    const api = fakeApi({
      'GET /api/logout.php': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { router, queryClient } = await renderApp('/pages/faq', {
      settings: noEntryWarning,
      user: testUser(),
    });
    const user = userEvent.setup();
    await user.click(await within(await findTopBar()).findByRole('button', { name: 'Sanne' }));
    await user.click(within(topBar()).getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The call is tried again (the server should still end the session), and the device stays logged out.
    await waitFor(() => expect(api.to('GET /api/logout.php').length).toBeGreaterThan(1), { timeout: 4000 });
    await waitFor(() => expect(queryClient.isMutating()).toBe(0), { timeout: 4000 });
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toBeNull();
  });

  it('is hidden on the complete-signup step', async () => {
    fakeApi();
    const { router } = await renderApp('/complete-signup', { settings: noEntryWarning, user: testUser() });
    await waitFor(() => expect(router.state.matches.at(-1)?.route.id).toBe('complete-signup'));
    await findTopBar();
    expect(within(topBar()).queryByRole('button', { name: 'Sanne' })).toBeNull();
    expect(within(topBar()).queryByRole('link', { name: 'Inloggen' })).toBeNull();
  });

  it('the logo leads a member to the member home', async () => {
    fakeApi();
    await renderApp('/pages/faq', { settings: noEntryWarning, user: testUser() });
    expect((await screen.findByRole('link', { name: 'Flirtlokaal' })).getAttribute('href')).toBe('/members');
  });
});
