import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { chatEntry, member, testChats } from './chats-fixtures.ts';
import { noEntryWarning } from './member-fixtures.ts';
import { renderApp } from './render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const entries = (name = 'Gesprekken') => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('the chats overview', () => {
  it('lists each conversation with photo, name, last message, time and unread count, leading to it', async () => {
    const data = testChats();
    fakeApi({ 'GET /api/chats.php': { body: data } });
    await renderApp('/chats', member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichten' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Gesprekken' });
    const [bram, eva, daan] = entries();
    if (!bram || !eva || !daan) throw new Error('three conversations expected');

    const bramLink = within(bram).getByRole('link');
    expect(bramLink.getAttribute('href')).toBe('/chats/5');
    expect(bramLink.textContent).toContain('Bram');
    expect(bramLink.textContent).toContain('Zin in koffie morgen?');
    expect(within(bram).getByText('5 min. geleden').closest('time')?.getAttribute('datetime')).toBe(
      data.chats[0]?.last_message?.created_at,
    );
    expect(within(bram).getByText('2 ongelezen berichten')).toBeTruthy();
    expect(bram.querySelector('img')?.getAttribute('src')).toBe('/photos/bram-thumb.webp');

    // Her own photo message, marked as hers; nothing unread.
    expect(within(eva).getByText('Jij: Foto')).toBeTruthy();
    expect(within(eva).getByText('2 uur geleden')).toBeTruthy();
    expect(within(eva).queryByText(/ongelezen bericht/)).toBeNull();

    // A gift from a member without a photo: a neutral picture instead.
    expect(within(daan).getByText('Cadeau: Roos')).toBeTruthy();
    expect(within(daan).getByText('gisteren')).toBeTruthy();
    expect(daan.querySelector('img')).toBeNull();
    expect(within(daan).getByText('1 ongelezen bericht')).toBeTruthy();

    expect(within(bram).getByRole('button', { name: 'Gesprek met Bram verwijderen' })).toBeTruthy();
    expect(document.title).toMatch(/Berichten – Flirtlokaal$/);
  });

  it('shows the time in the member’s language', async () => {
    fakeApi({ 'GET /api/chats.php': { body: testChats() } });
    await renderApp('/chats', { ...member, language: 'en' });
    await screen.findByRole('list', { name: 'Conversations' });
    const [bram, eva, daan] = entries('Conversations');
    expect(within(bram as HTMLElement).getByText('5 min ago')).toBeTruthy();
    expect(within(eva as HTMLElement).getByText('You: Photo')).toBeTruthy();
    expect(within(daan as HTMLElement).getByText('yesterday')).toBeTruthy();
  });

  it('caps an unread count at 99+, with the full number for screen readers', async () => {
    fakeApi({
      'GET /api/chats.php': { body: { chats: [chatEntry(5, 'Bram', { num_unread_messages: 120 })] } },
    });
    await renderApp('/chats', member);
    await screen.findByRole('list', { name: 'Gesprekken' });
    const [bram] = entries();
    expect(within(bram as HTMLElement).getByText('99+')).toBeTruthy();
    expect(within(bram as HTMLElement).getByText('120 ongelezen berichten')).toBeTruthy();
  });

  it('without conversations, says so and offers to search members', async () => {
    fakeApi({ 'GET /api/chats.php': { body: { chats: [] } } });
    await renderApp('/chats', member);
    expect(await screen.findByText(/^Je hebt nog geen gesprekken\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leden zoeken' }).getAttribute('href')).toBe('/members');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    fakeApi({
      'GET /api/chats.php': () =>
        fail ? { status: 404, body: { error: 'not_found' } } : { body: testChats() },
    });
    await renderApp('/chats', member);
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    fail = false;
    retry.click();
    await screen.findByRole('list', { name: 'Gesprekken' });
    expect(entries()).toHaveLength(3);
  });

  it('sends a visitor to the login, and asks nothing', async () => {
    const api = fakeApi();
    const { router } = await renderApp('/chats', { settings: noEntryWarning });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/chats');
    expect(api.to('GET /api/chats.php')).toHaveLength(0);
  });
});
