import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import {
  CONVERSATION,
  chatting,
  conversationApi,
  EVA,
  message,
  sentAnswer,
  startChatTestClock,
} from './conversation-fixtures.ts';
import { likedProfile, testLikes } from './likes-fixtures.ts';
import { memberApi, noEntryWarning, testProfile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

// Each test opens the chat screen, loaded on demand: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
beforeEach(startChatTestClock);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const PATH = `/members/${EVA}/chat`;
const findInput = () => screen.findByRole('textbox', { name: 'Bericht aan Eva' }, { timeout: 5000 });
const log = () => within(screen.getByRole('log', { name: 'Berichten met Eva' }));

async function expectNoAxeViolations() {
  // jsdom lays nothing out, so colour contrast is left to the end-to-end run.
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('the icebreakers', () => {
  it('offer openers in an empty conversation; picking one fills the input without sending, once', async () => {
    const api = conversationApi();
    const first = await renderApp(PATH, chatting());
    const dialog = await screen.findByRole('dialog', { name: 'Breek het ijs met Eva' }, { timeout: 5000 });
    await expectNoAxeViolations();
    await user().click(within(dialog).getByRole('button', { name: 'Hoi Eva! Wat ga je dit weekend doen?' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const input = (await findInput()) as HTMLTextAreaElement;
    expect(input.value).toBe('Hoi Eva! Wat ga je dit weekend doen?');
    expect(api.to('POST /api/message.php')).toHaveLength(0);
    first.unmount();

    await renderApp(PATH, chatting());
    await findInput();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be closed, and do not show in a conversation with messages', async () => {
    conversationApi();
    const first = await renderApp(PATH, chatting());
    const dialog = await screen.findByRole('dialog', { name: 'Breek het ijs met Eva' }, { timeout: 5000 });
    await user().click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(((await findInput()) as HTMLTextAreaElement).value).toBe('');
    first.unmount();
    localStorage.clear();

    conversationApi({ messages: [message(1)] });
    await renderApp(PATH, chatting());
    await findInput();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the chat screen', () => {
  it('shows who it is with, the fictional warning, the premium-only alert and the history notice; axe-clean', async () => {
    conversationApi({
      messages: [message(21, { text: 'Regel een\nregel twee' })],
      fictional: true,
      history_limited: true,
    });
    await renderApp(PATH, chatting());
    await findInput();
    const heading = screen.getByRole('heading', { level: 1, name: 'Eva' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe(`/members/${EVA}`);
    expect(screen.getByText('Sommige profielen zijn fictief.')).toBeTruthy();
    expect(screen.getByText('Chatten is alleen beschikbaar voor premium leden.')).toBeTruthy();
    expect(log().getByText(/Oudere berichten zijn verborgen/)).toBeTruthy();
    expect(log().getByText(/Regel een/).textContent).toBe('Regel een\nregel twee');
    expect(screen.getByRole('link', { name: /Gesprekken/ }).getAttribute('href')).toBe('/chats');
    await expectNoAxeViolations();
  });

  it('leaves out the premium alert for premium members, and loads older messages on request', async () => {
    const api = conversationApi(
      { messages: [message(31), message(32)], has_more: true },
      {
        'GET /api/messages.php': {
          body: { messages: [message(30, { text: 'Het oudste' })], has_more: false, history_limited: false },
        },
      },
    );
    await renderApp(PATH, chatting({ paid_user: true }));
    await findInput();
    expect(screen.queryByText('Chatten is alleen beschikbaar voor premium leden.')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Oudere berichten laden' }));
    expect(await log().findByText('Het oudste')).toBeTruthy();
    expect(api.to('GET /api/messages.php')[0]?.query.get('before')).toBe('31');
    expect(screen.queryByRole('button', { name: 'Oudere berichten laden' })).toBeNull();
  });

  it('opens by conversation id through the chat list, and answers 404 for a conversation not of the member', async () => {
    conversationApi({ messages: [message(1, { text: 'Via de lijst' })] });
    const first = await renderApp(`/chats/${CONVERSATION}`, chatting());
    expect(await screen.findByText('Via de lijst', {}, { timeout: 5000 })).toBeTruthy();
    first.unmount();

    await renderApp('/chats/999', chatting());
    expect(
      await screen.findByText('Deze pagina kon niet worden gevonden', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('sends a gift from the picker and a photo as the raw file', async () => {
    const api = conversationApi(
      { messages: [message(1)] },
      {
        'POST /api/message.php': (call) => sentAnswer(call, 2, 30),
        'POST /api/message-image.php': (call) => ({
          body: {
            conversation: { id: CONVERSATION },
            message: message(3, {
              mine: true,
              kind: 'image',
              text: null,
              client_id: call.query.get('client_id') ?? '',
              image: { thumb_filename: 'abc-thumb.webp', filename: 'abc.webp' },
            }),
            credits: 20,
          },
        }),
      },
    );
    await renderApp(PATH, chatting());
    await findInput();
    await user().click(screen.getByRole('button', { name: 'Cadeau' }));
    const picker = await screen.findByRole('dialog', { name: 'Stuur Eva een cadeau' });
    expect(within(picker).getByText('Een cadeau kost 20 credits.')).toBeTruthy();
    await user().click(within(picker).getByRole('button', { name: 'Roos' }));
    await waitFor(() =>
      expect(api.to('POST /api/message.php')[0]?.body).toMatchObject({ kind: 'gift', gift: 'rose' }),
    );
    await waitFor(() => expect(log().getByTitle('Verstuurd')).toBeTruthy());
    expect(
      log()
        .getByText(/Cadeau:/)
        .closest('li')
        ?.querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/gifts/rose.svg');

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'strand.jpg', { type: 'image/jpeg' });
    await user().upload(screen.getByLabelText('Foto', { selector: 'input' }), photo);
    await waitFor(() => expect(api.to('POST /api/message-image.php')).toHaveLength(1));
    const [upload] = api.to('POST /api/message-image.php');
    expect(upload?.query.get('profile')).toBe(String(EVA));
    expect(upload?.query.get('client_id')).toMatch(/^[0-9a-f-]{36}$/);
    const image = await log().findByRole('img', { name: 'Foto, tik om hem groot te bekijken' });
    expect(image.getAttribute('src')).toBe('/chat-images/abc-thumb.webp');
    expect(image.closest('a')?.getAttribute('href')).toBe('/chat-images/abc.webp');
  });
});

describe('ways into the chat', () => {
  // The longest journey of the file (profile, chat, profile, chat with the gift picker): on a cold worker each
  // screen's modules load for the first time, which took over 20 s on a loaded 2-core machine. It waits for
  // states throughout; the ceiling is only for that first load.
  it('the profile page has Message and Gift buttons that open the chat', { timeout: 60_000 }, async () => {
    memberApi(testProfile(), {
      'GET /api/user.php': { body: { user: testUser() } },
      'GET /api/conversation.php': { body: { ...conversationAnswerFor() } },
    });
    const { router, queryClient } = await renderApp(`/members/${EVA}`, chatting());
    await user().click(await screen.findByRole('button', { name: 'Bericht sturen' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH), { timeout: 15_000 });
    await router.navigate(`/members/${EVA}`);
    // Back on the profile, its data refreshes: click once the page has settled, as a person would.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 15_000 });
    await user().click(await screen.findByRole('button', { name: 'Cadeau sturen' }, { timeout: 15_000 }));
    expect(
      await screen.findByRole('dialog', { name: 'Stuur Eva een cadeau' }, { timeout: 20_000 }),
    ).toBeTruthy();
  });

  it('the match modal leads to the chat with the match', async () => {
    fakeApi({
      'GET /api/user.php': { body: { user: testUser() } },
      'GET /api/likes.php': {
        body: {
          ...testLikes(),
          profiles: [likedProfile(32, 'Bram', { liked: true, match: true })],
          liked_by: [{ id: 32, like_new: true }],
        },
      },
    });
    const { router } = await renderApp('/likes', { settings: noEntryWarning, user: testUser() });
    const dialog = await screen.findByRole('dialog', { name: "It's a Match" }, { timeout: 5000 });
    await user().click(within(dialog).getByRole('button', { name: 'Stuur Bram een bericht' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/32/chat'));
  });
});

function conversationAnswerFor() {
  return {
    conversation: { id: null, last_seq: 0, other_read_seq: 0, other_delivered_seq: 0 },
    profile: { id: EVA, name: 'Eva', fictional: false, main_image: null },
    messages: [message(1)],
    has_more: false,
    history_limited: false,
  };
}
