import { FREE_CONVERSATIONS_MAX } from '@community/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeAnswer } from './account-fake-api.ts';
import {
  chatting,
  conversationApi,
  EVA,
  message,
  sentAnswer,
  startChatTestClock,
} from './conversation-fixtures.ts';
import { renderApp } from './render-app.tsx';

// Each test opens the chat screen, loaded on demand: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
beforeEach(startChatTestClock);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const PATH = `/members/${EVA}/chat`;
const earlier = [message(1, { text: 'Hoi Sanne!' })];

async function openChat(settings = {}) {
  const view = await renderApp(PATH, { ...chatting(), settings: { ...chatting().settings, ...settings } });
  const input = await screen.findByRole('textbox', { name: 'Bericht aan Eva' }, { timeout: 5000 });
  return { ...view, input };
}

const messages = () => within(screen.getByRole('log', { name: 'Berichten met Eva' }));
const sends = (api: ReturnType<typeof conversationApi>) =>
  api.to('POST /api/message.php').map((call) => call.body as { client_id: string; text: string });

describe('sending a message', () => {
  it('shows it at once as being sent, then as sent, and the balance follows', async () => {
    const answer = deferred<FakeAnswer>();
    const api = conversationApi({ messages: earlier }, { 'POST /api/message.php': () => answer.promise });
    const { input } = await openChat();
    expect(screen.getByText('Je hebt 50 credits.')).toBeTruthy();

    await user().type(input, '  Hoi Eva, hoe gaat het?{Enter}');
    expect((input as HTMLTextAreaElement).value).toBe('');
    const bubble = messages().getByText('Hoi Eva, hoe gaat het?').closest('li') as HTMLElement;
    expect(within(bubble).getByText('Wordt verstuurd…')).toBeTruthy();

    const [sent] = sends(api);
    expect(sent?.client_id).toMatch(/^[0-9a-f-]{36}$/);
    answer.resolve(sentAnswer(api.to('POST /api/message.php')[0] as never, 2, 45));
    await waitFor(() => expect(messages().queryByText('Wordt verstuurd…')).toBeNull());
    expect(
      within(messages().getByText('Hoi Eva, hoe gaat het?').closest('li') as HTMLElement).getByTitle(
        'Verstuurd',
      ),
    );
    expect(messages().getAllByText('Hoi Eva, hoe gaat het?')).toHaveLength(1);
    expect(await screen.findByText('Je hebt 45 credits.')).toBeTruthy();
  });

  it('after failures shows "not sent", and the retry sends it again with the same client_id', async () => {
    let serverUp = false;
    const api = conversationApi(
      { messages: earlier },
      {
        'POST /api/message.php': (call) =>
          serverUp ? sentAnswer(call, 2, 45) : { status: 503, body: { error: 'generic' } },
      },
    );
    const { input } = await openChat();
    await user().type(input, 'Ben je er nog?{Enter}');
    await advance(10_000);
    const bubble = (await messages().findByText('Niet verstuurd')).closest('li') as HTMLElement;
    expect(within(bubble).getByText('Ben je er nog?')).toBeTruthy();
    const attempts = sends(api);
    expect(attempts.length).toBeGreaterThan(1);

    serverUp = true;
    await user().click(within(bubble).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(messages().queryByText('Niet verstuurd')).toBeNull());
    await waitFor(() => expect(messages().getByTitle('Verstuurd')).toBeTruthy());
    const clientIds = new Set(sends(api).map((send) => send.client_id));
    expect(clientIds.size).toBe(1);
    expect(sends(api).length).toBe(attempts.length + 1);
  });

  it('keeps the draft and the unsent message across a reload, and sends it then with the same client_id', async () => {
    let serverUp = false;
    const api = conversationApi(
      { messages: earlier },
      {
        'POST /api/message.php': (call) =>
          serverUp ? sentAnswer(call, 2, 45) : { status: 500, body: { error: 'generic' } },
      },
    );
    const first = await openChat();
    await user().type(first.input, 'Eerste bericht{Enter}');
    await user().type(first.input, 'Nog niet af');
    await advance(10_000);
    await messages().findByText('Niet verstuurd');
    const clientId = sends(api)[0]?.client_id;
    first.unmount();

    serverUp = true;
    const second = await openChat();
    expect((second.input as HTMLTextAreaElement).value).toBe('Nog niet af');
    await waitFor(() => expect(messages().getByTitle('Verstuurd')).toBeTruthy());
    expect(messages().getByText('Eerste bericht')).toBeTruthy();
    expect(new Set(sends(api).map((send) => send.client_id))).toEqual(new Set([clientId]));
  });

  it('on 402 says there are not enough credits, keeps nothing pending and gives the text back', async () => {
    const api = conversationApi(
      { messages: earlier },
      { 'POST /api/message.php': { status: 402, body: { error: 'insufficient_credits', credits: 5 } } },
    );
    const { input } = await openChat();
    await user().type(input, 'Zin in een drankje?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Je hebt onvoldoende credits');
    expect(messages().queryByText('Zin in een drankje?')).toBeNull();
    expect((input as HTMLTextAreaElement).value).toBe('Zin in een drankje?');
    expect(sends(api)).toHaveLength(1);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('chat-outbox'))).toEqual([]);
  });

  it('on 429 rate_limited says the member sends too fast and gives the text back to send again', async () => {
    const api = conversationApi(
      { messages: earlier },
      {
        'POST /api/message.php': { status: 429, body: { error: 'rate_limited', retry_after: 7 } },
      },
    );
    const { input } = await openChat();
    await user().type(input, 'Nog eentje{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Je verstuurt berichten te snel. Wacht even en probeer het dan opnieuw.',
    );
    expect(messages().queryByText('Nog eentje')).toBeNull();
    expect((input as HTMLTextAreaElement).value).toBe('Nog eentje');
    expect(sends(api)).toHaveLength(1);
  });

  it('a free member refused a third conversation sees one compact message: the limit of 2 conversations, and how to go on', async () => {
    conversationApi(
      { messages: earlier },
      {
        'POST /api/message.php': {
          status: 403,
          body: { error: 'premium_only', limit: 'conversations', max: FREE_CONVERSATIONS_MAX },
        },
      },
    );
    const { input } = await openChat();
    // Before a send, the free member's notice (SPEC §6).
    expect(document.querySelectorAll('.alert')).toHaveLength(1);
    await user().type(input, 'Hallo{Enter}');
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(
      `Je chat al in ${FREE_CONVERSATIONS_MAX} gesprekken, het maximum voor gratis leden.`,
    );
    expect(within(refusal).getByRole('link', { name: 'Word premium lid' }).getAttribute('href')).toMatch(
      /^\/(premium|credits)$/,
    );
    // The same notice is not shown twice (issue 20): the refusal replaces the general one.
    expect(document.querySelectorAll('.alert')).toHaveLength(1);
    expect(screen.queryByText('Chatten is alleen beschikbaar voor premium leden.')).toBeNull();
    expect((input as HTMLTextAreaElement).value).toBe('Hallo');

    // Put away, the general notice stays away too: nothing comes back to fill the screen.
    await user().click(within(refusal).getByRole('button', { name: 'Sluiten' }));
    expect(document.querySelectorAll('.alert')).toHaveLength(0);
  });

  it('a free member whose free messages are used up is told so, with the number from the server', async () => {
    conversationApi(
      { messages: earlier },
      {
        'POST /api/message.php': { status: 403, body: { error: 'premium_only', limit: 'messages', max: 5 } },
      },
    );
    const { input } = await openChat();
    await user().type(input, 'Hallo{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Je hebt je 5 gratis berichten verstuurd.',
    );
    expect(document.querySelectorAll('.alert')).toHaveLength(1);
  });

  it('cannot send empty or whitespace-only text, counts characters and refuses too long text', async () => {
    const api = conversationApi({ messages: earlier });
    const { input } = await openChat({ message_length: 10 });
    const send = screen.getByRole('button', { name: 'Versturen' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user().type(input, '   {Enter}');
    expect(send.disabled).toBe(true);
    expect(sends(api)).toHaveLength(0);
    expect(screen.getByText('3/10 tekens')).toBeTruthy();

    await user().clear(input);
    await user().type(input, 'Hallo 😊 daar');
    expect(screen.getByText('12/10 tekens')).toBeTruthy();
    expect(send.disabled).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends on Enter unless switched off; Shift+Enter makes a new line; the choice is remembered', async () => {
    const api = conversationApi(
      { messages: earlier },
      { 'POST /api/message.php': (call) => sentAnswer(call, 2, 45) },
    );
    const { input, unmount } = await openChat();
    await user().type(input, 'Regel een{Shift>}{Enter}{/Shift}regel twee');
    expect((input as HTMLTextAreaElement).value).toBe('Regel een\nregel twee');
    await user().click(screen.getByRole('checkbox', { name: 'Versturen met Enter' }));
    await user().type(input, '{Enter}drie');
    expect(sends(api)).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(sends(api)[0]?.text).toBe('Regel een\nregel twee\ndrie'));
    unmount();

    await openChat();
    expect((screen.getByRole('checkbox', { name: 'Versturen met Enter' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
