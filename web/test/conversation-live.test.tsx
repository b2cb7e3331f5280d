import { TYPING_SHOW_MS } from '@community/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeAnswer } from './account-fake-api.ts';
import {
  CONVERSATION,
  chatting,
  conversationApi,
  EVA,
  liveEvent,
  message,
  startChatTestClock,
} from './conversation-fixtures.ts';
import { renderApp } from './render-app.tsx';

// Each test opens the chat screen, loaded on demand: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
beforeEach(startChatTestClock);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function openChat() {
  await renderApp(`/members/${EVA}/chat`, chatting());
  const input = await screen.findByRole('textbox', { name: 'Bericht aan Eva' }, { timeout: 5000 });
  const log = within(screen.getByRole('log', { name: 'Berichten met Eva' }));
  return { input, log };
}

const readSeqs = (api: ReturnType<typeof conversationApi>) =>
  api.to('POST /api/chat-read.php').map((call) => (call.body as { seq: number }).seq);

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('a conversation kept live', () => {
  it('marks it read on opening, adds live messages of this conversation and marks them read', async () => {
    const api = conversationApi({ messages: [message(1, { text: 'Hoi Sanne!' })] });
    const { log } = await openChat();
    await waitFor(() => expect(readSeqs(api)).toEqual([1]));

    liveEvent({ type: 'ready' });
    liveEvent({
      type: 'message',
      conversation: CONVERSATION,
      seq: 2,
      message: message(2, { text: 'Ben je er?' }),
    });
    // Another conversation's message stays out.
    liveEvent({
      type: 'message',
      conversation: 99,
      seq: 7,
      message: message(7, { id: 5007, text: 'Van Bram' }),
    });
    expect(await log.findByText('Ben je er?')).toBeTruthy();
    expect(log.queryByText('Van Bram')).toBeNull();
    await waitFor(() => expect(readSeqs(api)).toEqual([1, 2]));

    // Not seen while the tab is hidden: read once it is in front again.
    setVisibility('hidden');
    liveEvent({
      type: 'message',
      conversation: CONVERSATION,
      seq: 3,
      message: message(3, { text: 'Hallo?' }),
    });
    await log.findByText('Hallo?');
    await advance(100);
    expect(readSeqs(api)).toEqual([1, 2]);
    setVisibility('visible');
    await waitFor(() => expect(readSeqs(api)).toEqual([1, 2, 3]));
  });

  it('fetches what it missed after a reconnect', async () => {
    const api = conversationApi(
      { messages: [message(1), message(2)] },
      {
        'GET /api/messages.php': (call) => ({
          body: {
            messages: call.query.get('after') === '2' ? [message(3, { text: 'Gemist bericht' })] : [],
            has_more: false,
            history_limited: false,
          },
        }),
      },
    );
    const { log } = await openChat();
    liveEvent({ type: 'ready' });
    expect(await log.findByText('Gemist bericht')).toBeTruthy();
    expect(api.to('GET /api/messages.php')[0]?.query.get('conversation')).toBe(String(CONVERSATION));
  });

  it('shows "… is typing" for a while after a typing event, and sends its own typing at most every 3 s', async () => {
    const api = conversationApi({ messages: [message(1)] });
    const { input, log } = await openChat();
    liveEvent({ type: 'typing', conversation: CONVERSATION, member: 12 });
    expect(log.getByText('Eva is aan het typen…')).toBeTruthy();
    await advance(TYPING_SHOW_MS + 100);
    expect(log.queryByText('Eva is aan het typen…')).toBeNull();

    await user().type(input, 'Hoi');
    expect(api.to('POST /api/typing.php').map((call) => call.body)).toEqual([{ conversation: CONVERSATION }]);
    await advance(3_100);
    await user().type(input, '!');
    expect(api.to('POST /api/typing.php')).toHaveLength(2);
  });

  it('shows a sent message once when its live event comes before the answer, and its receipts', async () => {
    const answer = deferred<FakeAnswer>();
    const api = conversationApi(
      { messages: [message(1)] },
      { 'POST /api/message.php': () => answer.promise },
    );
    const { input, log } = await openChat();
    await user().type(input, 'Tot zo!{Enter}');
    const [send] = api.to('POST /api/message.php');
    const clientId = (send?.body as { client_id: string } | undefined)?.client_id;
    const confirmed = message(2, { mine: true, client_id: clientId, text: 'Tot zo!' });
    liveEvent({ type: 'message', conversation: CONVERSATION, seq: 2, message: confirmed });
    await waitFor(() => expect(log.queryByText('Wordt verstuurd…')).toBeNull());
    expect(log.getAllByText('Tot zo!')).toHaveLength(1);
    expect(log.getByTitle('Verstuurd')).toBeTruthy();

    liveEvent({ type: 'delivered', conversation: CONVERSATION, seq: 2 });
    expect(log.getByTitle('Afgeleverd')).toBeTruthy();
    liveEvent({ type: 'read', conversation: CONVERSATION, seq: 2, reader: 12 });
    expect(log.getByTitle('Gelezen')).toBeTruthy();

    answer.resolve({ body: { conversation: { id: CONVERSATION }, message: confirmed, credits: 45 } });
    await screen.findByText('Je hebt 45 credits.');
    expect(log.getAllByText('Tot zo!')).toHaveLength(1);
  });
});
