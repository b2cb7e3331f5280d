import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { chatEntry, member, testChats } from './chats-fixtures.ts';
import { testLikes } from './likes-fixtures.ts';
import { renderApp } from './render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

const topBar = () => screen.findByRole('navigation', { name: 'Hoofdmenu' });

describe('unread messages in the top bar', () => {
  it('links Messages between Search members and Likes, with the unread count', async () => {
    fakeApi({ 'GET /api/chats.php': { body: testChats() } });
    await renderApp('/likes', member);
    const messages = await within(await topBar()).findByRole('link', {
      name: /Berichten.*3 ongelezen berichten/,
    });
    expect(messages.getAttribute('href')).toBe('/chats');
    // The number is shown (beside the icon, or on its corner on a phone); screen readers get the words.
    const shown = within(messages).getAllByText('3');
    expect(shown.map((number) => number.getAttribute('aria-hidden'))).toEqual(shown.map(() => 'true'));
    const order = within(await topBar())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => ['/members', '/chats', '/likes'].includes(href ?? ''));
    expect(order).toEqual(['/members', '/chats', '/likes']);
  });

  it('shows 99 as 99 and 100 as 99+', async () => {
    const chats = (unread: number) => ({ chats: [chatEntry(5, 'Bram', { num_unread_messages: unread })] });
    let unread = 99;
    fakeApi({ 'GET /api/chats.php': () => ({ body: chats(unread) }) });
    const { queryClient } = await renderApp('/likes', member);
    const link = await within(await topBar()).findByRole('link', { name: /99 ongelezen berichten$/ });
    expect(within(link).getAllByText('99')).not.toHaveLength(0);
    unread = 100;
    await queryClient.refetchQueries({ queryKey: ['chats'] });
    const capped = await within(await topBar()).findByRole('link', { name: /100 ongelezen berichten$/ });
    expect(within(capped).getAllByText('99+')).not.toHaveLength(0);
    expect(within(capped).queryByText('100')).toBeNull();
  });

  it('shows no badge without unread messages', async () => {
    fakeApi({ 'GET /api/chats.php': { body: { chats: [chatEntry(5, 'Bram')] } } });
    await renderApp('/chats', member);
    await screen.findByRole('list', { name: 'Gesprekken' });
    const messages = within(await topBar()).getByRole('link', { name: /^Berichten/ });
    expect(within(messages).queryByText(/Ongelezen/)).toBeNull();
  });
});

describe('the page title and the app badge', () => {
  it('count unread messages plus new likes', async () => {
    const setAppBadge = vi.fn(async () => undefined);
    Object.assign(navigator, { setAppBadge, clearAppBadge: vi.fn(async () => undefined) });
    // 3 unread messages, 2 new likes.
    fakeApi({ 'GET /api/chats.php': { body: testChats() }, 'GET /api/likes.php': { body: testLikes() } });
    await renderApp('/chats', member);
    await waitFor(() => expect(document.title).toBe('(5) Berichten – Flirtlokaal'));
    await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(5));
  });

  it('clear the count once everything is read, and ignore a refused app badge', async () => {
    const setAppBadge = vi.fn(() => Promise.reject(new Error('not allowed')));
    const clearAppBadge = vi.fn(() => {
      throw new Error('not installed');
    });
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    let chats = testChats();
    fakeApi({ 'GET /api/chats.php': () => ({ body: chats }) });
    const { queryClient } = await renderApp('/chats', member);
    await waitFor(() => expect(document.title).toBe('(3) Berichten – Flirtlokaal'));
    expect(setAppBadge).toHaveBeenLastCalledWith(3);

    chats = { chats: chats.chats.map((entry) => ({ ...entry, num_unread_messages: 0 })) };
    await queryClient.refetchQueries({ queryKey: ['chats'] });
    await waitFor(() => expect(document.title).toBe('Berichten – Flirtlokaal'));
    expect(clearAppBadge).toHaveBeenCalled();
    // The failures changed nothing on the screen.
    expect(screen.getByRole('heading', { level: 1, name: 'Berichten' })).toBeTruthy();
  });
});
