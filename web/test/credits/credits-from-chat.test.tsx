import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatting, conversationApi, EVA, message, startChatTestClock } from '../conversation-fixtures.ts';
import { renderApp } from '../render-app.tsx';
import { PACKAGES, testOffer } from './credits-fixtures.ts';

// The chat screen is loaded on demand: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
beforeEach(startChatTestClock);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('the ways from the chat to the credits', () => {
  it('lead from "not enough credits" to the packages, and from "premium only" to the premium offer', async () => {
    conversationApi(
      { messages: [message(1, { text: 'Hoi Sanne!' })] },
      {
        'POST /api/message.php': { status: 402, body: { error: 'insufficient_credits', credits: 0 } },
        'GET /api/credits.php': { body: testOffer() },
      },
    );
    const { router } = await renderApp(`/members/${EVA}/chat`, chatting());
    const input = await screen.findByRole('textbox', { name: 'Bericht aan Eva' }, { timeout: 5000 });
    expect(
      within(
        screen
          .getByText('Chatten is alleen beschikbaar voor premium leden.')
          .closest('.alert') as HTMLElement,
      )
        .getByRole('link', { name: 'Word premium lid' })
        .getAttribute('href'),
    ).toBe('/premium');

    await user().type(input, 'Zin in een drankje?{Enter}');
    const alert = await screen.findByRole('alert');
    await user().click(within(alert).getByRole('link', { name: 'Credits kopen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits kopen' })).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(PACKAGES.length);
  });
});
