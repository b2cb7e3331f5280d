import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatList } from '../src/features/chats/ChatList.tsx';
import { deferred, type FakeAnswer, fakeApi } from './account-fake-api.ts';
import { member, testChats } from './chats-fixtures.ts';
import { renderApp } from './render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const names = () =>
  within(screen.getByRole('list', { name: 'Gesprekken' }))
    .getAllByRole('listitem')
    .map(
      (item) =>
        within(item)
          .getAllByRole('link')[0]
          ?.textContent?.match(/^(Bram|Eva|Daan)/)?.[0],
    );

/** The chats server: the list, and DELETE /api/chat.php held until the test answers it. */
function chatsServer() {
  let chats = testChats().chats;
  const answer = deferred<FakeAnswer>();
  const api = fakeApi({
    'GET /api/chats.php': () => ({ body: { chats } }),
    'DELETE /api/chat.php': async (call) => {
      const result = await answer.promise;
      if (!result.status) {
        const { conversation } = call.body as { conversation: number };
        chats = chats.filter((entry) => entry.conversation.id !== conversation);
      }
      return result;
    },
  });
  return { api, answer: answer.resolve };
}

async function askToDelete(name: string) {
  const user = userEvent.setup();
  await screen.findByRole('list', { name: 'Gesprekken' });
  await user.click(screen.getByRole('button', { name: `Gesprek met ${name} verwijderen` }));
  const dialog = await screen.findByRole('dialog', { name: `Gesprek met ${name} verwijderen?` });
  return { user, dialog };
}

describe('deleting a chat', () => {
  it('asks first; cancelling keeps it and sends nothing', async () => {
    const { api } = chatsServer();
    await renderApp('/chats', member);
    const { user, dialog } = await askToDelete('Bram');
    expect(within(dialog).getByText(/^Het gesprek en alle berichten tot nu toe verdwijnen/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toEqual(['Bram', 'Eva', 'Daan']);
    expect(api.to('DELETE /api/chat.php')).toHaveLength(0);
    // Back where the member was, after the dialog's fade-out (which a busy machine slows down).
    await waitFor(
      () =>
        expect(document.activeElement).toBe(
          screen.getByRole('button', { name: 'Gesprek met Bram verwijderen' }),
        ),
      { timeout: 3000 },
    );
  });

  it('removes it from the list at once, before the server answers', async () => {
    const { api, answer } = chatsServer();
    await renderApp('/chats', member);
    const { user, dialog } = await askToDelete('Eva');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(names()).toEqual(['Bram', 'Daan']));
    expect(api.to('DELETE /api/chat.php').map((call) => call.body)).toEqual([{ conversation: 6 }]);
    answer({});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toEqual(['Bram', 'Daan']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on failure shows the error and loads the list again', async () => {
    const { api, answer } = chatsServer();
    await renderApp('/chats', member);
    await waitFor(() => expect(api.to('GET /api/chats.php')).toHaveLength(1));
    const { user, dialog } = await askToDelete('Bram');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(names()).toEqual(['Eva', 'Daan']));
    answer({ status: 404, body: { error: 'not_found' } });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Het gesprek kon niet worden verwijderd\. \S/);
    await waitFor(() => expect(names()).toEqual(['Bram', 'Eva', 'Daan']));
    expect(api.to('GET /api/chats.php')).toHaveLength(2);

    await user.click(within(alert).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('works with the keyboard alone', async () => {
    const { api, answer } = chatsServer();
    await renderApp('/chats', member);
    await screen.findByRole('list', { name: 'Gesprekken' });
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Gesprek met Daan verwijderen' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Gesprek met Daan verwijderen?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('DELETE /api/chat.php')).toHaveLength(0);
    await waitFor(
      () => expect(document.activeElement?.getAttribute('aria-label')).toBe('Gesprek met Daan verwijderen'),
      { timeout: 3000 },
    );

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Gesprek met Daan verwijderen?' });
    within(dialog).getByRole('button', { name: 'Verwijderen' }).focus();
    await user.keyboard('{Enter}');
    answer({});
    await waitFor(() => expect(names()).toEqual(['Bram', 'Eva']));
    expect(api.to('DELETE /api/chat.php').map((call) => call.body)).toEqual([{ conversation: 7 }]);
  });

  it('leaves the open conversation for the overview when that one is deleted', async () => {
    const { answer } = chatsServer();
    const { router } = await renderApp('/test-chat', {
      ...member,
      extraRoutes: [{ path: '/test-chat', element: <ChatList activeConversation={5} /> }],
    });
    const list = await screen.findByRole('list', { name: 'Gesprekken' });
    expect(within(list).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/chats/5');
    const { user, dialog } = await askToDelete('Bram');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    answer({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichten' })).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Eva', 'Daan']));
  });
});
