import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harmfulLanguageTest } from '../src/features/conversation/harmful-language.ts';
import {
  chatting,
  conversationApi,
  EVA,
  message,
  sentAnswer,
  startChatTestClock,
} from './conversation-fixtures.ts';
import { renderApp } from './render-app.tsx';

/* Decision 0057: "Are you sure?" before a message with harmful language for the member's language leaves. */
vi.setConfig({ testTimeout: 40_000 });
beforeEach(startChatTestClock);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const sends = (api: ReturnType<typeof conversationApi>) =>
  api.to('POST /api/message.php').map((call) => (call.body as { text: string }).text);

async function openChat(language: string, inputName: string) {
  const api = conversationApi(
    { messages: [message(1, { text: 'Hoi!' })] },
    { 'POST /api/message.php': (call) => sentAnswer(call, 2, 45) },
  );
  await renderApp(`/members/${EVA}/chat`, { ...chatting(), language });
  const input = (await screen.findByRole(
    'textbox',
    { name: inputName },
    { timeout: 5000 },
  )) as HTMLTextAreaElement;
  return { api, input };
}

describe('the harmful-language prompt', () => {
  it('in Dutch: going back keeps the text unsent in the input; a clean text goes without asking', async () => {
    const { api, input } = await openChat('nl', 'Bericht aan Eva');
    await user().type(input, 'Je bent een vieze TEEF{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    expect(dialog.textContent).toContain('kwetsen of bedreigen');
    await user().click(screen.getByRole('button', { name: 'Bericht aanpassen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input.value).toBe('Je bent een vieze TEEF');
    expect(sends(api)).toEqual([]);

    await user().clear(input);
    await user().type(input, 'Wat een mooie foto{Enter}');
    await waitFor(() => expect(sends(api)).toEqual(['Wat een mooie foto']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in German: confirming sends the message as written', async () => {
    const { api, input } = await openChat('de', 'Nachricht an Eva');
    await user().type(input, 'Halt die Fresse, du Miststück{Enter}');
    await screen.findByRole('dialog', { name: 'Sind Sie sicher?' });
    expect(sends(api)).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Trotzdem senden' }));
    await waitFor(() => expect(sends(api)).toEqual(['Halt die Fresse, du Miststück']));
    expect(input.value).toBe('');
  });
});

describe('matching a list', () => {
  const holds = harmfulLanguageTest({
    insults: ['débile', 'vieze teef'],
    threats: ['ik maak je dood'],
    slurs: ['ass'],
    sexual_harassment: [],
  });

  it('ignores case and diacritics, and matches whole words and phrases only', () => {
    expect(holds('Quel DEBILE')).toBe(true);
    expect(holds('vieze   teef!')).toBe(true);
    expect(holds('Ik maak je dood.')).toBe(true);
    expect(holds('a class act, assistant')).toBe(false);
    expect(holds('ik maak je doodmoe')).toBe(false);
  });
});
